import { describeFacts, facts as projectFacts } from "./facts";
import { floorPlans as projectFloorPlans } from "./floor-plans";
import type { Facts, FloorPlan } from "./schema";
import { projectSlug, site } from "./site";

/**
 * Markdown content (posts, pages) names the project and quotes its figures through tokens such
 * as {{projectName}} or {{priceFrom}}, so content/site.ts, content/facts.ts and
 * content/floor-plans.ts stay the only places where names and numbers are written. A token may
 * take numbers: {{floorRiseCost 1500 3}} is the floor rise of a 1,500 sq ft flat three floors up.
 */
type Token = string | ((args: number[]) => string);
export type Tokens = Record<string, Token>;

const indianNumber = new Intl.NumberFormat("en-IN");
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** "1150 to 1340 sq ft" */
function areaRange(areas: number[]): string {
  return `${Math.min(...areas)} to ${Math.max(...areas)} sq ft`;
}

/** The tokens for the project's figures, from any facts and floor plans. */
function figureTokens(facts: Facts, floorPlans: readonly FloorPlan[]): Tokens {
  const texts = describeFacts(facts);
  const threeBhk = floorPlans.filter((plan) => plan.type === "3 BHK");
  return {
    landArea: texts.landArea,
    towers: `${facts.towers}`,
    /** "two towers", as running text writes a small count. */
    towersText: `${NUMBER_WORDS[facts.towers] ?? facts.towers} tower${facts.towers === 1 ? "" : "s"}`,
    floorsAboveGround: `${facts.floorsAboveGround}`,
    apartments: `${facts.apartments}`,
    homesPerAcre: `${Math.round(facts.apartments / facts.landAcres)}`,
    sizeRange: texts.sizeRange,
    threeBhkSizeRange: areaRange(threeBhk.map((plan) => plan.area)),
    carpetAreaRange: areaRange(floorPlans.map((plan) => plan.details.carpetArea)),
    driveMinutes: `${facts.driveMinutesHome}`,
    experienceYears: `${facts.experienceYears}`,
    priceFrom: texts.priceFrom,
    typicalPrice: texts.typicalPrice,
    floorRise: texts.floorRise,
    floorRisePerSqft: `₹${facts.floorRisePerSqft}`,
    /** {{floorRiseCost area floors}}: "₹2,40,000" for 1600 sq ft three floors up; floors defaults to 1. */
    floorRiseCost: ([area, floors = 1]) => {
      if (area === undefined) throw new Error("{{floorRiseCost}} needs the area in sq ft, e.g. {{floorRiseCost 1500}}");
      return `₹${indianNumber.format(area * floors * facts.floorRisePerSqft)}`;
    },
  };
}

/** Every token: the site's names and contacts, and the figures of the given facts and floor plans. */
export function createTokens(
  facts: Facts = projectFacts,
  floorPlans: readonly FloorPlan[] = projectFloorPlans,
): Tokens {
  return {
    projectName: site.projectName,
    projectSlug,
    builderName: site.builderName,
    phone: site.phones[0].display,
    email: site.email,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
    ...figureTokens(facts, floorPlans),
  };
}

const tokens = createTokens();

const TOKEN = /\{\{\s*(\w+)((?:\s+\d+(?:\.\d+)?)*)\s*\}\}/g;

export function fillTokens(text: string, file: string, known: Tokens = tokens): string {
  return text.replace(TOKEN, (_, name: string, rawArgs: string) => {
    const value = known[name];
    if (value === undefined)
      throw new Error(`${file}: unknown token {{${name}}}; known: ${Object.keys(known).join(", ")}`);
    const args = rawArgs.trim() === "" ? [] : rawArgs.trim().split(/\s+/).map(Number);
    if (typeof value === "string") {
      if (args.length > 0) throw new Error(`${file}: {{${name}}} takes no numbers`);
      return value;
    }
    return value(args);
  });
}
