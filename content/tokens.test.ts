import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "./facts";
import { floorPlans } from "./floor-plans";
import type { Facts } from "./schema";
import { createTokens, fillTokens } from "./tokens";

const markdown = ["content/posts", "content/pages"].flatMap((dir) =>
  readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ file: `${dir}/${name}`, raw: readFileSync(path.resolve(dir, name), "utf8") })),
);

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
const filledWithChangedFacts = markdown
  .map(({ file, raw }) => fillTokens(raw, file, createTokens(changedFacts, changedPlans)))
  .join("\n")
  .replace(/(\d),(\d)/g, "$1$2");

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
      "1600 sq ft × ₹40 × 3 = ₹192000",
    ]) {
      expect(filledWithChangedFacts, text).toContain(text);
    }
  });

  it("no Markdown file writes a figure of the facts or floor plans as plain text", () => {
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
    for (const figure of plainFigures) expect(filledWithChangedFacts, figure).not.toMatch(new RegExp(figure, "i"));
  });
});

describe("tokens", () => {
  it("formats a floor rise in Indian digit groups, one floor unless told", () => {
    expect(
      fillTokens(
        "{{floorRiseCost 1600 3}} {{floorRiseCost 1500}}",
        "test.md",
        createTokens({ ...facts, floorRisePerSqft: 50 }),
      ),
    ).toBe("₹2,40,000 ₹75,000");
  });

  it("refuses an unknown token, and numbers given to a token that takes none", () => {
    expect(() => fillTokens("{{noSuchToken}}", "test.md")).toThrow("test.md: unknown token {{noSuchToken}}");
    expect(() => fillTokens("{{landArea 3}}", "test.md")).toThrow("test.md: {{landArea}} takes no numbers");
  });
});
