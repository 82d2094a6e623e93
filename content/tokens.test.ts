import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "./facts";
import { floorPlansContent } from "./floor-plans";
import figureWords from "./generated/figure-words";
import teluguWords from "./generated/te/figure-words";
import type { Facts } from "./schema";
import { siteContent } from "./site";
import { createTokens, fillTokens } from "./tokens";
import { wordsIn } from "./words-in.server";

const { floorPlans } = floorPlansContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));

const read = (dir: string, extension: string) =>
  readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ file: `${dir}/${name}`, raw: readFileSync(path.resolve(dir, name), "utf8") }));
const markdown = [
  ...read("content/posts/en", ".md"),
  ...read("content/pages/en", ".md"),
  ...read("content/progress/en", ".md"),
];
/** The texts in YAML; the floor plans are where plan areas are written, so they are left out. */
const yamlTexts = read("content/en", ".yaml").filter(({ file }) => !file.endsWith("/floor-plans.yaml"));

/** Every figure differs from content/facts.ts and content/floor-plans.ts. */
const changedFacts: Facts = {
  ...facts,
  landAcres: 2.4,
  towers: 3,
  floorsAboveGround: 7,
  apartments: 120,
  sizeRange: { min: 1210, max: 1910 },
  driveMinutesHome: 31,
  driveMinutesLanding: 41,
  experienceYears: 12,
  floorRisePerSqft: 40,
  priceFromLakhs: 49,
  typicalPriceLakhs: 52,
};
const changedPlans = floorPlans.map((plan) => ({
  ...plan,
  area: plan.area + 3,
  details: { ...plan.details, supBuiltUpArea: plan.area + 3, carpetArea: plan.details.carpetArea + 3 },
}));
const areas = (type?: string) => floorPlans.filter((plan) => !type || plan.type === type);
const threeBhkAreas = areas("3 BHK").map((plan) => plan.area);
const carpetAreas = areas().map((plan) => plan.details.carpetArea);

/** With digit-group commas removed, so "1,430" is caught as 1430. */
const fillWithChangedFacts = (files: { file: string; raw: string }[]) =>
  files
    .map(({ file, raw }) => fillTokens(raw, file, createTokens(site, changedFacts, changedPlans, figureWords)))
    .join("\n")
    .replace(/(\d),(\d)/g, "$1$2");
const filledWithChangedFacts = fillWithChangedFacts(markdown);

describe("the posts' figures come from the facts and the floor plans", () => {
  it("a changed fact reaches the posts", () => {
    for (const text of [
      "2.4 acres",
      "three towers",
      "ground plus 7 floors",
      "120 apartments",
      "1210 to 1910 sq ft",
      `${Math.min(...threeBhkAreas) + 3} to ${Math.max(...threeBhkAreas) + 3} sq ft`,
      `${Math.min(...carpetAreas) + 3} to ${Math.max(...carpetAreas) + 3} sq ft`,
      "about 50 homes per acre",
      "31 minutes",
      "over 12 years",
      "₹49 lakhs",
      "₹52 lakhs",
      "₹40 per sq ft per floor",
      "1250 sq ft × ₹40 × 3 = ₹150000",
    ]) {
      expect(filledWithChangedFacts, text).toContain(text);
    }
  });

  it("no Markdown or YAML text writes a figure of the facts or floor plans as plain text", () => {
    const word = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][facts.towers];
    const plainFigures = [
      `\\b${facts.landAcres} acres?`,
      `\\b(${facts.towers}|${word}) towers`,
      `ground plus ${facts.floorsAboveGround}\\b`,
      `\\bG ?\\+ ?${facts.floorsAboveGround}\\b`,
      `\\b${facts.apartments} (apartments|homes|families|flats)`,
      `about ${Math.round(facts.apartments / facts.landAcres)} homes`,
      ...[facts.sizeRange.min, facts.sizeRange.max, ...threeBhkAreas, ...carpetAreas].map((area) => `\\b${area}\\b`),
      `\\b(${facts.driveMinutesHome}|${facts.driveMinutesLanding}) minutes`,
      `\\b${facts.experienceYears}\\+? years`,
      `\\b(${facts.priceFromLakhs}|${facts.typicalPriceLakhs}) lakhs`,
      `\\b${facts.floorRisePerSqft} rupees`,
      `₹ ?${facts.floorRisePerSqft}\\b`,
    ];
    // Media file names and floor plan ids (3bhk-1772-east) may carry a plan's area; they are names, not figures.
    const planIds = new RegExp(floorPlans.map((plan) => `\\b${plan.id}\\b`).join("|"), "g");
    const yaml = fillWithChangedFacts(yamlTexts)
      .replace(/[\w/-]+\.(jpg|png|webm|mp4|mp3)\b/g, "")
      .replace(planIds, "");
    const filled = `${filledWithChangedFacts}\n${yaml}`;
    for (const figure of plainFigures) expect(filled, figure).not.toMatch(new RegExp(figure, "i"));
  });
});

describe("tokens", () => {
  it("formats a floor rise in Indian digit groups, one floor unless told", () => {
    expect(
      fillTokens(
        "{{floorRiseCost 1600 3}} {{floorRiseCost 1500}}",
        "test.md",
        createTokens(site, { ...facts, floorRisePerSqft: 50 }, floorPlans, figureWords),
      ),
    ).toBe("₹2,40,000 ₹75,000");
  });

  it("refuses an unknown token, and numbers given to a token that takes none", () => {
    const tokens = createTokens(site, facts, floorPlans, figureWords);
    expect(() => fillTokens("{{noSuchToken}}", "test.md", tokens)).toThrow("test.md: unknown token {{noSuchToken}}");
    expect(() => fillTokens("{{landArea 3}}", "test.md", tokens)).toThrow("test.md: {{landArea}} takes no numbers");
  });

  it("writes the figures and places in each language's words, from the same facts", () => {
    const text = "{{landArea}}, {{towersText}}, {{priceFrom}}, {{locality}}, {{capitalName}}";
    const withFacts = { ...facts, landAcres: 2.4, towers: 3, priceFromLakhs: 49 };
    expect(fillTokens(text, "test", createTokens(site, withFacts, floorPlans, figureWords))).toBe(
      `2.4 acres, three towers, ₹49 lakhs, ${site.address.locality}, ${facts.capitalName}`,
    );
    const telugu = fillTokens(text, "test", createTokens(site, withFacts, floorPlans, teluguWords));
    expect(telugu).toBe(
      [
        teluguWords.landArea.replace("{acres}", "2.4"),
        teluguWords.towers.replace("{count}", teluguWords.numberWords[3]!),
        teluguWords.lakhs.replace("{lakhs}", "49"),
        teluguWords.places.find((each) => each.place === site.address.locality)?.words,
        teluguWords.places.find((each) => each.place === facts.capitalName)?.words,
      ].join(", "),
    );
    expect(telugu).not.toContain(site.address.locality);
  });

  it("writes a figure in the form its sentence asks for: Telugu's oblique before a postposition", () => {
    const tokens = createTokens(
      site,
      { ...facts, landAcres: 2.4, towers: 3, priceFromLakhs: 49 },
      floorPlans,
      teluguWords,
    );
    const text = "{{landArea}}; {{landArea.oblique}} స్థలం; {{towersText.oblique}}లో; {{priceFrom.oblique}} నుంచి";
    const oblique = teluguWords.oblique;
    expect(fillTokens(text, "test", tokens)).toBe(
      [
        teluguWords.landArea.replace("{acres}", "2.4"),
        `${oblique.landArea.replace("{acres}", "2.4")} స్థలం`,
        `${oblique.towers.replace("{count}", teluguWords.numberWords[3]!)}లో`,
        `${oblique.lakhs.replace("{lakhs}", "49")} నుంచి`,
      ].join("; "),
    );
    // The plain and the oblique differ in Telugu ("2.4 ఎకరాలు", "2.4 ఎకరాల"); English has one form.
    expect(oblique.landArea).not.toBe(teluguWords.landArea);
    const english = createTokens(site, facts, floorPlans, figureWords);
    expect(fillTokens("{{towersText.oblique}} {{priceFrom.oblique}}", "test", english)).toBe(
      fillTokens("{{towersText}} {{priceFrom}}", "test", english),
    );
    expect(() => fillTokens("{{towersText.genitive}}", "test.md", english)).toThrow(
      'test.md: {{towersText.genitive}}: no form "genitive"; a token may take: oblique',
    );
  });

  it("joins a Telugu suffix to a name ending in a virama with a zero-width non-joiner, and nothing else", () => {
    const tokens = createTokens(site, facts, floorPlans, teluguWords);
    const region = teluguWords.places.find((each) => each.place === site.address.region)!.words;
    expect(region.endsWith("\u0C4D")).toBe(true);
    expect(fillTokens("{{region}}లో, {{region}}.", "test", tokens)).toBe(`${region}\u200Cలో, ${region}.`);
    expect(fillTokens("{{locality}}లో", "test", tokens)).not.toContain("\u200C");
  });

  it("writes the RERA authority and the street as the language's names give them", () => {
    const telugu = createTokens(site, facts, floorPlans, teluguWords);
    const named = (english: string) => teluguWords.places.find((each) => each.place === english)?.words;
    expect(fillTokens("{{reraAuthority}} | {{street}}", "test", telugu)).toBe(
      `${named(site.rera.authority)} | ${named(site.address.street)}`,
    );
    expect(named(site.rera.authority)).toBeTruthy();
    const english = createTokens(site, facts, floorPlans, figureWords);
    expect(fillTokens("{{reraAuthority}}", "test", english)).toBe(site.rera.authority);
  });
});
