import type { z } from "zod";
import { figureChecks, findHandTypedFigure, type FigureCheck } from "./hand-typed-figures";
import { toLakhs } from "./money";
import { addressIn, placeIn } from "./places";
import { projectFigures, type ProjectSources, type Range } from "./project-figures";
import type { FigureWordsFileSchema, SiteConfig } from "./schema";
import { trackedDataText } from "./tracked-data";
import { fillValues } from "./values";

/**
 * Every text in content/ (YAML and Markdown) names the project and quotes its figures through
 * tokens such as {{projectName}} or {{lowestBasePrice}}, so that a name or a figure is written in one place only:
 * names in content/site.yaml, figures in the file they come from (content/project-figures.ts works out the counts,
 * sizes and prices from the flats, the floor plans and the price list). A token may take numbers:
 * {{floorRiseCost 1500 3}} is the floor rise of a 1,500 sq ft flat three floors up. A figure may take a grammatical
 * form, where a language's words give one (content/<language>/figure-words.yaml, oblique):
 * {{towersText.oblique}}లో is "రెండు టవర్లలో"; a form a figure does not have is its plain text.
 */
type Token = string | ((args: number[]) => string);
export type Tokens = Record<string, Token>;
export type FigureWords = z.output<typeof FigureWordsFileSchema>;

const indianNumber = new Intl.NumberFormat("en-IN");

/** The grammatical forms a token may take: `{{name.form}}`. */
const FORMS = ["oblique"] as const;

/**
 * The tokens for the project's figures, in one language's words, and each figure's oblique form where the language
 * writes it otherwise (`landArea.oblique`).
 */
function figureTokens(sources: ProjectSources, words: FigureWords): Tokens {
  const figures = projectFigures(sources);
  const areas = sources.floorPlans
    .filter((plan) => sources.flats.some((flat) => flat.plan === plan.id))
    .flatMap((plan) => [plan.area, plan.details.carpetArea]);
  const checks = figureChecks(figures, sources.facts, areas);
  const plain = plainFigureTokens(figures, words);
  const oblique = plainFigureTokens(figures, { ...words, ...words.oblique });
  // A figure worked out when a text uses it (a price, a range) has its oblique form as a token of its own too.
  const forms = Object.entries(oblique).filter(([name, value]) => typeof value !== "string" || value !== plain[name]);
  const tokens = { ...plain, ...Object.fromEntries(forms.map(([name, value]) => [`${name}.oblique`, value])) };
  textRules.set(tokens, { checks, pricesHidden: !figures.showPrices });
  return tokens;
}

/** The figures a text filled with these tokens must not write by hand (content/hand-typed-figures.ts). */
const textRules = new WeakMap<Tokens, { checks: readonly FigureCheck[]; pricesHidden: boolean }>();

/** The tokens that quote a price of the price list: hidden with the prices. */
const PRICE_TOKENS = ["lowestBasePrice", "lowestAllInPrice", "typicalTwoBhkBasePrice"];
const PRICE_TOKEN = new RegExp(`\\{\\{\\s*(${PRICE_TOKENS.join("|")})\\b`);

/**
 * A text without its sentences that quote a price, for while content/prices.yaml hides the prices: "… 45 minutes
 * from Amaravati. All-in prices from {{lowestAllInPrice}}." keeps its first sentence. A line left empty (a list item
 * that was only a price) goes too. Sentences end at ".", "!" or "?" and a space, or at the line's end.
 */
export function withoutPriceSentences(text: string): string {
  if (!PRICE_TOKEN.test(text)) return text;
  return text
    .split("\n")
    .flatMap((line) => {
      if (!PRICE_TOKEN.test(line)) return [line];
      const kept = line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !PRICE_TOKEN.test(sentence))
        .join(" ");
      return kept.replace(/^[\s>*+-]*(\d+\.)?\s*$/, "") === "" ? [] : [kept];
    })
    .join("\n");
}

/** A token that is only worked out when a text uses it, so that a figure without a value fails only there. */
function lazy(name: string, value: () => string | undefined, missing: string): Token {
  return (args) => {
    if (args.length > 0) throw new Error(`{{${name}}} takes no numbers`);
    const text = value();
    if (text === undefined) throw new Error(`{{${name}}}: ${missing}`);
    return text;
  };
}

function plainFigureTokens(figures: ReturnType<typeof projectFigures>, words: FigureWords): Tokens {
  /** "1150 to 1340 sq ft" */
  const range = (name: string, value: Range | undefined, what: string) =>
    lazy(name, () => value && fillValues(words.sizeRange, value), `no floor plan of ${what} is built`);
  /** A price of the price list; a text may not quote one while the prices are hidden. */
  const price = (name: string, amount: () => string | undefined) =>
    figures.showPrices
      ? lazy(name, amount, "no flat of content/flats.yaml has a floor plan to price it by")
      : lazy(
          name,
          () => undefined,
          "quotes a price, but content/prices.yaml hides the prices (showPrices: false): word this text without it",
        );
  const inLakhs = (amount: number | undefined) =>
    amount === undefined ? undefined : fillValues(words.lakhs, { lakhs: toLakhs(amount) });
  const { size } = figures;
  return {
    landArea: fillValues(words.landArea, { acres: figures.landAcres }),
    landAcres: `${figures.landAcres}`,
    towers: `${figures.towers}`,
    /** "two towers", as running text writes a small count. */
    towersText: fillValues(figures.towers === 1 ? words.oneTower : words.towers, {
      count: words.numberWords[figures.towers] ?? figures.towers,
    }),
    floorsAboveGround: `${figures.floorsAboveGround}`,
    apartments: `${figures.apartments}`,
    availableFlats: `${figures.availableFlats}`,
    homesPerAcre: `${Math.round(figures.apartments / figures.landAcres)}`,
    sizeRange: range("sizeRange", size, "any size"),
    /** "1470 – 1772 sq ft", for figures and cards. */
    sizeRangeShort: lazy("sizeRangeShort", () => size && `${size.min} – ${size.max} sq ft`, "no floor plan is built"),
    sizeMin: lazy("sizeMin", () => size && `${size.min}`, "no floor plan is built"),
    sizeMax: lazy("sizeMax", () => size && `${size.max}`, "no floor plan is built"),
    floorsShort: `G + ${figures.floorsAboveGround}`,
    towersAndFloors: fillValues(words.towersAndFloors, {
      towers: figures.towers,
      floors: figures.floorsAboveGround,
    }),
    threeBhkSizeRange: range("threeBhkSizeRange", figures.threeBhkSize, "3 BHK"),
    carpetAreaRange: range("carpetAreaRange", figures.carpet, "any size"),
    lowestBasePrice: price("lowestBasePrice", () => inLakhs(figures.lowestBasePrice)),
    lowestAllInPrice: price("lowestAllInPrice", () => inLakhs(figures.lowestAllInPrice)),
    /** Rounded to the lakh: a text says "around" it. */
    typicalTwoBhkBasePrice: price("typicalTwoBhkBasePrice", () =>
      figures.typicalTwoBhkBasePrice === undefined
        ? undefined
        : fillValues(words.lakhs, { lakhs: Math.round(figures.typicalTwoBhkBasePrice / 100_000) }),
    ),
    floorRise: fillValues(words.floorRise, { rupees: figures.floorRisePerSqft }),
    floorRisePerSqft: `₹${figures.floorRisePerSqft}`,
    /** {{floorRiseCost area floors}}: "₹2,40,000" for 1600 sq ft three floors up; floors defaults to 1. */
    floorRiseCost: ([area, floors = 1]) => {
      if (area === undefined) throw new Error("{{floorRiseCost}} needs the area in sq ft, e.g. {{floorRiseCost 1500}}");
      return `₹${indianNumber.format(area * floors * figures.floorRisePerSqft)}`;
    },
  };
}

/**
 * Every token: the site's names and contacts, and the project's figures worked out from their sources, in the words
 * of one language (content/<language>/figure-words.yaml): the city and the capital by their names in it.
 */
export function createTokens(site: SiteConfig, sources: ProjectSources, words: FigureWords): Tokens {
  const [phone, phone2] = site.phones;
  const { street, locality, region, postalCode } = site.address;
  const figures = figureTokens(sources, words);
  const tokens: Tokens = {
    projectName: placeIn(words, site.projectName),
    projectSlug: site.projectName.replace(/\s+/g, "-"),
    builderName: placeIn(words, site.builderName),
    phone: phone.display,
    phone2: phone2.display,
    whatsapp: site.whatsapp.display,
    email: site.email,
    street: placeIn(words, street),
    locality: placeIn(words, locality),
    region: placeIn(words, region),
    postalCode,
    address: addressIn(words, site.address).join(", "),
    reraNumber: site.rera.number,
    reraAuthority: placeIn(words, site.rera.authority),
    reraUrl: site.rera.url,
    capitalName: placeIn(words, sources.facts.capitalName),
    /** The home page's drive time; posts say {{driveMinutes}}. */
    driveMinutes: `${sources.facts.driveMinutesHome}`,
    driveMinutesHome: `${sources.facts.driveMinutesHome}`,
    driveMinutesLanding: `${sources.facts.driveMinutesLanding}`,
    experienceYears: `${sources.facts.experienceYears}`,
    // What the tracking code sends each tool, for the privacy policy (content/tracking.ts).
    receivedByGoogleAnalytics: trackedDataText("analytics", words),
    receivedByGoogleAds: trackedDataText("googleAds", words),
    receivedByMetaPixel: trackedDataText("metaPixel", words),
    receivedByHubspot: trackedDataText("hubspot", words),
    ...figures,
  };
  textRules.set(tokens, textRules.get(figures)!);
  return tokens;
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
export function fillTokens(raw: string, where: string, known: Tokens): string {
  const rules = textRules.get(known);
  const text = rules?.pricesHidden ? withoutPriceSentences(raw) : raw;
  const typed = findHandTypedFigure(text, rules?.checks ?? []);
  if (typed)
    throw new Error(
      `${where}: "${typed.written}" is typed by hand, but it is worked out from ${typed.source}: ` +
        `write {{${typed.token}}} instead, and it follows when that file changes`,
    );
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
  try {
    return value(args);
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
  }
}
