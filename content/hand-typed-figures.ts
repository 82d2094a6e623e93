import { groupIndian, toLakhs } from "./money";
import type { ProjectFigures } from "./project-figures";
import type { Facts } from "./schema";

/**
 * A figure that has a source is quoted by its token, never typed: a text that writes "56.35 lakhs" or "100 flats"
 * by hand would go on saying it after the price list or the flats change. fillTokens (content/tokens.ts) fails the
 * build on such a text, naming the token to write instead. Each check looks for the figure as English and Telugu
 * texts write it, in the text with its tokens, media file names and floor-plan ids taken out.
 */
export type FigureCheck = { token: string; source: string; pattern: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The number alone, not part of a longer one ("1470", not "11470" or "1470.5"). */
const number = (value: number | string) => `(?<![\\d.,])${escape(String(value))}(?![\\d]|[.,]\\d)`;
const words = (...alternatives: string[]) => `(?:${alternatives.join("|")})`;

const FLATS = "content/flats.yaml";
const PLANS = "content/en/floor-plans.yaml";
const PRICES = "content/prices.yaml";
const FACTS = "content/facts.yaml";

export function figureChecks(figures: ProjectFigures, facts: Facts, planAreas: number[]): FigureCheck[] {
  const check = (token: string, source: string, pattern: string): FigureCheck => ({
    token,
    source,
    pattern: new RegExp(pattern, "iu"),
  });
  const lakhs = words("lakhs?", "లక్ష");
  const checks = [
    check(
      "apartments",
      FLATS,
      `${number(figures.apartments)}\\s*${words("apartments?", "homes?", "flats?", "families", "అపార్ట్", "ఇళ్ల", "ఫ్లాట్", "కుటుంబ")}`,
    ),
    check("towers", FLATS, `${number(figures.towers)}\\s*${words("towers?", "టవర్")}`),
    check(
      "floorsAboveGround",
      FLATS,
      `${words("ground plus", "G\\s?\\+", "గ్రౌండ్\\s?\\+")}\\s*${number(figures.floorsAboveGround)}`,
    ),
    check(
      "homesPerAcre",
      FLATS,
      `${number(Math.round(figures.apartments / figures.landAcres))}\\s*${words("homes", "ఇళ్ల")}`,
    ),
    check("landArea", FACTS, `${number(facts.landAcres)}\\s*${words("acres?", "ఎకరా")}`),
    check(
      "driveMinutes",
      FACTS,
      `${words(number(facts.driveMinutesHome), number(facts.driveMinutesLanding))}\\s*${words("minutes", "నిమిష")}`,
    ),
    check("experienceYears", FACTS, `${number(facts.experienceYears)}\\+?\\s*${words("years", "సంవత్సర", "ఏళ్ల")}`),
    check(
      "floorRise",
      PRICES,
      `₹\\s?${number(figures.floorRisePerSqft)}(?!\\s*${words("lakh", "crore", "లక్ష", "కోట")})`,
    ),
    check("floorRise", PRICES, `${number(figures.floorRisePerSqft)}\\s*rupees`),
    ...planAreas.map((area) => check("sizeRange", PLANS, number(area))),
  ];
  if (figures.availableFlats !== figures.apartments)
    checks.push(
      check("availableFlats", FLATS, `${number(figures.availableFlats)}\\s*${words("flats?", "homes?", "ఫ్లాట్", "ఇళ్ల")}`),
    );
  if (figures.showPrices) {
    for (const token of ["lowestBasePrice", "lowestAllInPrice"] as const) {
      const amount = figures[token];
      if (amount === undefined) continue;
      checks.push(
        check(token, PRICES, `${number(toLakhs(amount))}|${number(Number(toLakhs(amount)).toFixed(1))}\\s*${lakhs}`),
        check(token, PRICES, number(groupIndian(amount))),
      );
    }
    if (figures.typicalTwoBhkBasePrice !== undefined)
      checks.push(
        check(
          "typicalTwoBhkBasePrice",
          PRICES,
          `${number(Math.round(figures.typicalTwoBhkBasePrice / 100_000))}\\s*${lakhs}`,
        ),
      );
  }
  return checks;
}

/** Media file names and floor-plan ids may carry an area (3bhk-1772-east.png): names, not figures. */
const NAMES = /[\w/-]+\.(?:jpe?g|png|webp|webm|mp4|mp3|pdf)\b|\b[23]bhk-\d+-(?:east|west)\b/giu;
const TOKEN = /\{\{[^}]*\}\}/g;

/** The first figure a text writes by hand, with the token it should write instead. */
export function findHandTypedFigure(text: string, checks: readonly FigureCheck[]) {
  const plain = text.replace(TOKEN, " ").replace(NAMES, " ");
  for (const check of checks) {
    const match = check.pattern.exec(plain);
    if (match) return { written: match[0], ...check };
  }
  return undefined;
}
