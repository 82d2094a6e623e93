import type { z } from "zod";
import { describeFacts, type FigureWords, sizeRangeIn } from "./describe-facts";
import type { Facts, FloorPlanSchema, SiteConfig } from "./schema";
import { fillValues } from "./values";

/**
 * Every text in content/ (YAML and Markdown) names the project and quotes its figures through
 * tokens such as {{projectName}} or {{priceFrom}}, so content/site.yaml, content/facts.yaml and
 * content/en/floor-plans.yaml stay the only places where names and numbers are written. A token may
 * take numbers: {{floorRiseCost 1500 3}} is the floor rise of a 1,500 sq ft flat three floors up. A figure may
 * take a grammatical form, where a language's words give one (content/<language>/figure-words.yaml, oblique):
 * {{towersText.oblique}}లో is "రెండు టవర్లలో"; a form a figure does not have is its plain text.
 */
type Token = string | ((args: number[]) => string);
type FloorPlanData = z.input<typeof FloorPlanSchema>;
export type Tokens = Record<string, Token>;

const indianNumber = new Intl.NumberFormat("en-IN");
/** A place by the name content/site.yaml or content/facts.yaml gives it, in one language's words. */
function placeIn(words: FigureWords, name: string): string {
  return words.places.find((each) => each.place === name)?.words ?? name;
}

/** The grammatical forms a token may take: `{{name.form}}`. */
const FORMS = ["oblique"] as const;

/**
 * The tokens for the project's figures, from any facts and floor plans, in one language's words, and each figure's
 * oblique form where the language writes it otherwise (`landArea.oblique`).
 */
function figureTokens(facts: Facts, floorPlans: readonly FloorPlanData[], words: FigureWords): Tokens {
  const plain = plainFigureTokens(facts, floorPlans, words);
  const oblique = plainFigureTokens(facts, floorPlans, { ...words, ...words.oblique });
  const forms = Object.entries(oblique).filter(([name, value]) => typeof value === "string" && value !== plain[name]);
  return { ...plain, ...Object.fromEntries(forms.map(([name, value]) => [`${name}.oblique`, value])) };
}

function plainFigureTokens(facts: Facts, floorPlans: readonly FloorPlanData[], words: FigureWords): Tokens {
  const texts = describeFacts(facts, words);
  const threeBhk = floorPlans.filter((plan) => plan.type === "3 BHK");
  /** "1150 to 1340 sq ft" */
  const areaRange = (areas: number[]) => sizeRangeIn(words, Math.min(...areas), Math.max(...areas));
  return {
    landArea: texts.landArea,
    landAcres: `${facts.landAcres}`,
    towers: `${facts.towers}`,
    /** "two towers", as running text writes a small count. */
    towersText: fillValues(facts.towers === 1 ? words.oneTower : words.towers, {
      count: words.numberWords[facts.towers] ?? facts.towers,
    }),
    floorsAboveGround: `${facts.floorsAboveGround}`,
    apartments: `${facts.apartments}`,
    homesPerAcre: `${Math.round(facts.apartments / facts.landAcres)}`,
    sizeRange: texts.sizeRange,
    sizeRangeShort: texts.sizeRangeShort,
    sizeMin: `${facts.sizeRange.min}`,
    sizeMax: `${facts.sizeRange.max}`,
    floorsShort: texts.floorsShort,
    towersAndFloors: texts.towersAndFloors,
    capitalName: placeIn(words, facts.capitalName),
    threeBhkSizeRange: areaRange(threeBhk.map((plan) => plan.area)),
    carpetAreaRange: areaRange(floorPlans.map((plan) => plan.details.carpetArea)),
    /** The home page's drive time; posts say {{driveMinutes}}. */
    driveMinutes: `${facts.driveMinutesHome}`,
    driveMinutesHome: `${facts.driveMinutesHome}`,
    driveMinutesLanding: `${facts.driveMinutesLanding}`,
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

/**
 * Every token: the site's names and contacts, and the figures of the given facts and floor plans, in the words of
 * one language (content/<language>/figure-words.yaml): the city and the capital by their names in it.
 */
export function createTokens(
  site: SiteConfig,
  facts: Facts,
  floorPlans: readonly FloorPlanData[],
  words: FigureWords,
): Tokens {
  const [phone, phone2] = site.phones;
  return {
    projectName: placeIn(words, site.projectName),
    projectSlug: site.projectName.replace(/\s+/g, "-"),
    builderName: placeIn(words, site.builderName),
    phone: phone.display,
    phone2: phone2.display,
    whatsapp: site.whatsapp.display,
    email: site.email,
    street: placeIn(words, site.address.street),
    locality: placeIn(words, site.address.locality),
    region: placeIn(words, site.address.region),
    postalCode: site.address.postalCode,
    address: `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
    reraNumber: site.rera.number,
    reraAuthority: placeIn(words, site.rera.authority),
    reraUrl: site.rera.url,
    ...figureTokens(facts, floorPlans, words),
  };
}

const TOKEN = /\{\{\s*(\w+)(?:\.(\w+))?((?:\s+\d+(?:\.\d+)?)*)\s*\}\}/g;

/**
 * Telugu script: a name that ends in a virama (్) takes a suffix after a zero-width non-joiner, as Telugu writes
 * "ఆంధ్రప్రదేశ్‌లో"; joined without it, the suffix's first letter would sit under the name's last one.
 */
const TELUGU_VIRAMA_END = /\u0C4D$/;
const TELUGU_LETTER = /^[\u0C00-\u0C7F]/;
const ZWNJ = "\u200C";

/** Replaces every token in `text`; `where` (a file, or file, line and field) heads the error of an unknown one. */
export function fillTokens(text: string, where: string, known: Tokens): string {
  return text.replace(TOKEN, (token: string, name: string, form: string | undefined, rawArgs: string, at: number) => {
    const filled = fillToken(name, form, rawArgs, where, known);
    const next = text.charAt(at + token.length);
    return TELUGU_VIRAMA_END.test(filled) && TELUGU_LETTER.test(next) ? `${filled}${ZWNJ}` : filled;
  });
}

function fillToken(name: string, form: string | undefined, rawArgs: string, where: string, known: Tokens): string {
  if (form !== undefined && !(FORMS as readonly string[]).includes(form))
    throw new Error(`${where}: {{${name}.${form}}}: no form "${form}"; a token may take: ${FORMS.join(", ")}`);
  const value = (form && known[`${name}.${form}`]) || known[name];
  if (value === undefined)
    throw new Error(
      `${where}: unknown token {{${name}}}; known: ${Object.keys(known)
        .filter((key) => !key.includes("."))
        .join(", ")}`,
    );
  const args = rawArgs.trim() === "" ? [] : rawArgs.trim().split(/\s+/).map(Number);
  if (typeof value === "string") {
    if (args.length > 0) throw new Error(`${where}: {{${name}}} takes no numbers`);
    return value;
  }
  return value(args);
}
