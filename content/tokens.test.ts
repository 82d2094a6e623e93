import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "./facts";
import { flats, priceList } from "./flats";
import { floorPlansContent } from "./floor-plans";
import figureWords from "./generated/figure-words";
import teluguWords from "./generated/te/figure-words";
import type { ProjectSources } from "./project-figures";
import { siteContent } from "./site";
import { createTokens, fillTokens, withoutPriceSentences } from "./tokens";
import { wordsIn } from "./words-in.server";

const { floorPlans } = floorPlansContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));
const shipped: ProjectSources = { facts, flats, prices: priceList, floorPlans };

const read = (dir: string, extension: string) =>
  readdirSync(path.resolve(dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ file: `${dir}/${name}`, raw: readFileSync(path.resolve(dir, name), "utf8") }));
const markdown = [
  ...read("content/posts/en", ".md"),
  ...read("content/pages/en", ".md"),
  ...read("content/progress/en", ".md"),
];

/** Every source changed: a third tower, a sixth floor, each plan 3 sq ft larger, another base rate and floor rise. */
const changed: ProjectSources = {
  facts: { ...facts, landAcres: 2.4, driveMinutesHome: 31, driveMinutesLanding: 41, experienceYears: 12 },
  flats: [
    ...flats,
    ...flats.filter((flat) => flat.tower === "A").map((flat) => ({ ...flat, unit: `C-${flat.unit.slice(2)}` })),
    ...flats.filter((flat) => flat.floor === 5).map((flat) => ({ ...flat, floor: 6 })),
  ].map((flat) => ({ ...flat, tower: flat.unit[0] as "A" })),
  prices: {
    ...priceList,
    builderCharges: {
      ...priceList.builderCharges,
      basePrice: { kind: "builder", perSqft: 5300 },
      floorRise: { ...priceList.builderCharges.floorRise, perSqftPerFloor: 40 },
    },
  },
  floorPlans: floorPlans.map((plan) => ({
    ...plan,
    area: plan.area + 3,
    details: { ...plan.details, supBuiltUpArea: plan.area + 3, carpetArea: plan.details.carpetArea + 3 },
  })),
};

describe("the posts' figures come from their sources", () => {
  it("a changed source reaches the posts", () => {
    const tokens = createTokens(site, changed, figureWords);
    const filled = markdown
      .map(({ file, raw }) => fillTokens(raw, file, tokens))
      .join("\n")
      .replace(/(\d),(\d)/g, "$1$2");
    const areas = (type?: string) =>
      changed.floorPlans.filter((plan) => !type || plan.type === type).map((plan) => plan.area);
    const carpet = changed.floorPlans.map((plan) => plan.details.carpetArea);
    for (const text of [
      "2.4 acres",
      "three towers",
      "ground plus 6 floors",
      `${changed.flats.length} apartments`,
      `${Math.min(...areas())} to ${Math.max(...areas())} sq ft`,
      `${Math.min(...areas("3 BHK"))} to ${Math.max(...areas("3 BHK"))} sq ft`,
      `${Math.min(...carpet)} to ${Math.max(...carpet)} sq ft`,
      `about ${Math.round(changed.flats.length / 2.4)} homes per acre`,
      "31 minutes",
      "over 12 years",
      "₹40 per sq ft per floor",
    ]) {
      expect(filled, text).toContain(text);
    }
  });
});

describe("tokens", () => {
  it("formats a floor rise in Indian digit groups, one floor unless told", () => {
    expect(
      fillTokens(
        "{{floorRiseCost 1600 3}} {{floorRiseCost 1500}}",
        "test.md",
        createTokens(site, shipped, figureWords),
      ),
    ).toBe("₹2,40,000 ₹75,000");
  });

  it("refuses an unknown token, and numbers given to a token that takes none", () => {
    const tokens = createTokens(site, shipped, figureWords);
    expect(() => fillTokens("{{noSuchToken}}", "test.md", tokens)).toThrow("test.md: unknown token {{noSuchToken}}");
    expect(() => fillTokens("{{landArea 3}}", "test.md", tokens)).toThrow("test.md: {{landArea}} takes no numbers");
  });

  it("writes the figures and places in each language's words, from the same facts", () => {
    const text = "{{landArea}}, {{towersText}}, {{lowestBasePrice}}, {{locality}}, {{capitalName}}";
    const lowest = Math.min(
      ...changed.flats
        .filter((flat) => flat.status === "available")
        .map((flat) => changed.floorPlans.find((plan) => plan.id === flat.plan)!.details.carpetArea * 5300),
    );
    const lakhs = (Math.round(lowest / 1000) / 100).toFixed(2);
    expect(fillTokens(text, "test", createTokens(site, changed, figureWords))).toBe(
      `2.4 acres, three towers, ₹${lakhs} lakhs, ${site.address.locality}, ${facts.capitalName}`,
    );
    const telugu = fillTokens(text, "test", createTokens(site, changed, teluguWords));
    expect(telugu).toBe(
      [
        teluguWords.landArea.replace("{acres}", "2.4"),
        teluguWords.towers.replace("{count}", teluguWords.numberWords[3]!),
        teluguWords.lakhs.replace("{lakhs}", lakhs),
        teluguWords.places.find((each) => each.place === site.address.locality)?.words,
        teluguWords.places.find((each) => each.place === facts.capitalName)?.words,
      ].join(", "),
    );
    expect(telugu).not.toContain(site.address.locality);
  });

  it("writes a figure in the form its sentence asks for: Telugu's oblique before a postposition", () => {
    const tokens = createTokens(site, changed, teluguWords);
    const typical = fillTokens("{{typicalTwoBhkBasePrice}}", "test", createTokens(site, changed, figureWords));
    const lakhs = /[\d.]+/.exec(typical)![0];
    const text =
      "{{landArea}}; {{landArea.oblique}} స్థలం; {{towersText.oblique}}లో; {{typicalTwoBhkBasePrice.oblique}} నుంచి";
    const oblique = teluguWords.oblique;
    expect(fillTokens(text, "test", tokens)).toBe(
      [
        teluguWords.landArea.replace("{acres}", "2.4"),
        `${oblique.landArea.replace("{acres}", "2.4")} స్థలం`,
        `${oblique.towers.replace("{count}", teluguWords.numberWords[3]!)}లో`,
        `${oblique.lakhs.replace("{lakhs}", lakhs)} నుంచి`,
      ].join("; "),
    );
    // The plain and the oblique differ in Telugu ("2.4 ఎకరాలు", "2.4 ఎకరాల"); English has one form.
    expect(oblique.landArea).not.toBe(teluguWords.landArea);
    const english = createTokens(site, shipped, figureWords);
    expect(fillTokens("{{towersText.oblique}} {{lowestBasePrice.oblique}}", "test", english)).toBe(
      fillTokens("{{towersText}} {{lowestBasePrice}}", "test", english),
    );
    expect(() => fillTokens("{{towersText.genitive}}", "test.md", english)).toThrow(
      'test.md: {{towersText.genitive}}: no form "genitive"; a token may take: oblique',
    );
  });

  it("joins a Telugu suffix to a name ending in a virama with a zero-width non-joiner, and nothing else", () => {
    const tokens = createTokens(site, shipped, teluguWords);
    const region = teluguWords.places.find((each) => each.place === site.address.region)!.words;
    expect(region.endsWith("\u0C4D")).toBe(true);
    expect(fillTokens("{{region}}లో, {{region}}.", "test", tokens)).toBe(`${region}\u200Cలో, ${region}.`);
    expect(fillTokens("{{locality}}లో", "test", tokens)).not.toContain("\u200C");
  });

  it("writes the RERA authority and the street as the language's names give them", () => {
    const telugu = createTokens(site, shipped, teluguWords);
    const named = (english: string) => teluguWords.places.find((each) => each.place === english)?.words;
    expect(fillTokens("{{reraAuthority}} | {{street}}", "test", telugu)).toBe(
      `${named(site.rera.authority)} | ${named(site.address.street)}`,
    );
    expect(named(site.rera.authority)).toBeTruthy();
    const english = createTokens(site, shipped, figureWords);
    expect(fillTokens("{{reraAuthority}}", "test", english)).toBe(site.rera.authority);
  });
});

describe("withoutPriceSentences", () => {
  it("leaves out the sentences and list items that quote a price, and nothing else", () => {
    expect(
      withoutPriceSentences(
        "100 homes, 45 minutes away. All-in prices from {{lowestAllInPrice}}, GST included. Visit us!\n" +
          "- A pool\n- Base prices from {{lowestBasePrice.oblique}}\n1. Around {{typicalTwoBhkBasePrice}}?",
      ),
    ).toBe("100 homes, 45 minutes away. Visit us!\n- A pool");
    expect(withoutPriceSentences("A floor rise of {{floorRise}}.")).toBe("A floor rise of {{floorRise}}.");
  });
});
