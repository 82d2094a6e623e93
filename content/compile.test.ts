import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { compileContent } from "./compile";
import { buildCostSheet } from "./cost-sheet";
import { facts } from "./facts";
import { flats, priceList } from "./flats";
import { floorPlansContent } from "./floor-plans";
import { markTranslated } from "./mark-translated";
import { toLakhs } from "./money";
import { projectFigures } from "./project-figures";
import { wordsIn } from "./words-in.server";

/** A copy of content/ (media linked, not copied) that each test breaks in one place. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-"));
  cpSync("content", path.join(root, "content"), {
    recursive: true,
    filter: (source) => !/content\/(media|generated)$/.test(source),
  });
  symlinkSync(path.resolve("content/media"), path.join(root, "content/media"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Replaces `find` in a content file; returns the 1-based line where the change is. */
function edit(file: string, find: string | RegExp, replace: string): number {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  const at = text.search(find);
  expect(at, `${String(find)} in ${file}`).toBeGreaterThanOrEqual(0);
  writeFileSync(full, text.replace(find, replace));
  return text.slice(0, at).split("\n").length;
}

const problems = () => compileContent(root).problems;

type Faq = { id: string; question: string; answer: string };
const readYaml = (file: string) => parse(readFileSync(path.join(root, file), "utf8")) as { faqs: Faq[] };
/** The FAQ the Telugu pages show (content/generated/te/faq.ts), by id. */
const teluguFaqs = (result: ReturnType<typeof compileContent>) =>
  new Map((result.translated!.te!.faq as { faqs: Faq[] }).faqs.map((item) => [item.id, item]));
/** A text as shown once its {{tokens}} are filled in, whatever they are filled with. */
const filled = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\s*[\w.]+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?")}$`,
  );
const filledItem = (item: Faq) => ({
  id: item.id,
  question: expect.stringMatching(filled(item.question)),
  answer: expect.stringMatching(filled(item.answer)),
});

describe("compileContent", () => {
  it("passes the shipped content and fills its tokens", () => {
    const { data, problems } = compileContent(root);
    expect(problems).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/\{\{/);
  });

  it("names file, line and field of a number out of range", () => {
    const line = edit("content/en/floor-plans.yaml", /carpetArea: \d+/, "carpetArea: 1100");
    expect(problems()).toEqual([
      `content/en/floor-plans.yaml:${line} › plans.0.details.carpetArea: Too small: expected number to be >=1150`,
    ]);
  });

  it("names a tracking id in the wrong form (the shipped ones are empty, which leaves each tool out)", () => {
    const line = edit("content/tracking.yaml", /^hubspotTracking:/m, "ga4MeasurementId: UA-1234-5\nhubspotTracking:");
    expect(problems()).toEqual([
      `content/tracking.yaml:${line} › ga4MeasurementId: Expected a GA4 measurement id like G-AB12CD34EF, or nothing`,
    ]);
  });

  it("names a wrong type", () => {
    const line = edit("content/facts.yaml", /landAcres: [\d.]+/, "landAcres: one and a half");
    expect(problems()).toContain(
      `content/facts.yaml:${line} › landAcres: Invalid input: expected number, received string`,
    );
  });

  it("fails on a figure typed by hand where it has a source, naming the token to write", () => {
    const { floorPlans } = floorPlansContent(wordsIn("en"));
    const figures = projectFigures({ facts, flats, prices: priceList, floorPlans });
    const lowest = toLakhs(figures.lowestBasePrice!);
    const line = edit("content/en/faq.yaml", "{{lowestBasePrice}}", `₹${lowest} lakhs`);
    const post = "content/posts/en/2-apartments-flats-for-sale.md";
    edit(post, "{{apartments}} apartments", `${figures.apartments} apartments`);
    const found = problems();
    expect(found).toContain(
      `content/en/faq.yaml:${line} › faqs.1.answer: "${lowest}" is typed by hand, but it is worked out from ` +
        "content/prices.yaml: write {{lowestBasePrice}} instead, and it follows when that file changes",
    );
    expect(found).toContain(
      `${post}: "${figures.apartments} apartments" is typed by hand, but it is worked out from content/flats.yaml: ` +
        "write {{apartments}} instead, and it follows when that file changes",
    );
  });

  it("with the prices hidden, a text leaves out its sentences that quote one, and the build passes", () => {
    edit("content/prices.yaml", "showPrices: true", "showPrices: false");
    const { data, problems } = compileContent(root);
    expect(problems).toEqual([]);
    const answer = (data.faq as { faqs: Faq[] }).faqs.find((item) => item.id === "sizes-prices")!.answer;
    const english = readYaml("content/en/faq.yaml").faqs.find((item) => item.id === "sizes-prices")!.answer;
    expect(english).toContain("{{lowestBasePrice}}");
    expect(answer).not.toMatch(/₹[\d.]+ lakhs/);
    // The sentences before and after the prices stay.
    expect(answer.startsWith(english.split(". ")[0]!.replace(/\{\{.*$/, ""))).toBe(true);
    expect(answer.endsWith(english.split(". ").at(-1)!)).toBe(true);
  });

  it("names a missing required field at the line of its object", () => {
    const line = edit("content/en/faq.yaml", /\n {4}answer: [^\n]*/, "") + 1;
    expect(problems()).toEqual([
      `content/en/faq.yaml:${line - 2} › faqs.0.answer: Invalid input: expected string, received undefined`,
    ]);
  });

  it("names an unknown key at its own line", () => {
    const line = edit("content/en/gallery.yaml", /\n {4}title: /, "\n    titel: Typo\n    title: ") + 1;
    expect(problems()).toEqual([`content/en/gallery.yaml:${line} › photos.0.titel: Unrecognized key: "titel"`]);
  });

  it("names malformed YAML with its line", () => {
    // An unclosed bracket: the parser finds out on the next line.
    const line = edit("content/en/home.yaml", /\n {2}headline: /, "\n  headline: [unclosed\n  x: ") + 1;
    expect(problems()[0]).toMatch(new RegExp(`^content/en/home\\.yaml:${line + 1} › Flow sequence`));
  });

  it("names a post without a title", () => {
    const post = "content/posts/en/1-gated-community-apartments.md";
    const line = edit(post, /\ntitle: [^\n]*/, "") + 1;
    expect(problems()).toEqual([`${post}:${line - 1} › title: Invalid input: expected string, received undefined`]);
  });

  it("names a construction update whose tower goes back, and its missing photo", () => {
    const [older, newer] = readdirSync(path.join(root, "content/progress/en")).sort();
    const update = `content/progress/en/${newer}`;
    const percentLine = edit(update, /percent: \d+/, "percent: 0");
    const photoLine = edit(update, /progress\/[\w-]+\.jpg/, "progress/no-such-photo.jpg");
    expect(problems()).toEqual([
      `${update}:${photoLine} › photos.0.image: no file content/media/progress/no-such-photo.jpg`,
      expect.stringMatching(
        new RegExp(
          `^${update}:${percentLine} › towers\\.0\\.percent: 0 is less than the \\d+ of the update before \\(content/progress/en/${older}\\)$`,
        ),
      ),
    ]);
  });

  it("names an unknown token and a missing photo", () => {
    const tokenLine = edit("content/en/about.yaml", "{{projectName}}", "{{projektName}}");
    const photoLine = edit("content/en/gallery.yaml", /gallery\/[a-z-]+\.jpg/, "gallery/no-such-photo.jpg");
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(
        `^content/en/about.yaml:${tokenLine} › intro.heading: unknown token \\{\\{projektName\\}\\}`,
      ),
    );
    expect(found).toContain(
      `content/en/gallery.yaml:${photoLine} › photos.0.image: no file content/media/gallery/no-such-photo.jpg`,
    );
  });

  it("names a loan-to-value tier out of order and a last tier with a limit", () => {
    const line = edit("content/prices.yaml", /upToLoan: 7500000/, "upToLoan: 2500000");
    const last = edit("content/prices.yaml", /- percent: 75\n/, "- percent: 75\n      upToLoan: 9000000\n") + 1;
    expect(problems().slice(0, 2)).toEqual([
      `content/prices.yaml:${line} › homeLoan.loanToValue.1.upToLoan: Must be more than the tier before's 3000000`,
      `content/prices.yaml:${last} › homeLoan.loanToValue.2.upToLoan: The last tier has no limit: leave upToLoan out`,
    ]);
  });

  it("names a tower given possession dates twice, and a date that is not one", () => {
    const twice = edit("content/possession.yaml", "tower: B", "tower: A");
    const date = edit("content/possession.yaml", /committed: "2028-03-31"/, 'committed: "31 March 2028"');
    expect(problems()).toEqual([
      `content/possession.yaml:${date} › towers.0.committed: Expected a date like 2026-11-15`,
      `content/possession.yaml:${twice} › towers.1.tower: Tower A is listed twice`,
    ]);
  });

  it("names an approval valid only until before it was issued, and a kind the site has no words for", () => {
    const valid = edit("content/approvals.yaml", /validUntil: "2029-06-17"/, 'validUntil: "2024-06-01"');
    expect(problems()).toEqual([
      `content/approvals.yaml:${valid} › approvals.0.validUntil: Must be after the day it was issued, 2024-06-18`,
    ]);
    const kind = edit("content/approvals.yaml", "kind: fire-noc", "kind: pollution-noc");
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^content/approvals.yaml:${kind} › approvals\\.3\\.kind: Invalid option`)),
    ]);
  });

  it("names a payment plan whose shares do not add up to 100%, a stage /progress does not know, and stages out of order", () => {
    const plan = "content/payment-plan.yaml";
    const stage = edit(plan, "due: masonry", "due: brickwork");
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^${plan}:${stage} › instalments\\.9\\.due: Invalid option`)),
    ]);
    edit(plan, "due: brickwork", "due: masonry");
    edit(plan, "percent: 5\n  - due: slab-3", "percent: 7.5\n  - due: slab-3");
    // A problem with the list as a whole is placed at its first item.
    const list = readFileSync(path.join(root, plan), "utf8").split("\n").indexOf("instalments:") + 2;
    expect(problems()).toEqual([`${plan}:${list} › instalments: The shares add up to 102.5%, not 100%`]);
    edit(plan, "percent: 7.5", "percent: 5");
    const order = edit(plan, "due: foundation", "due: roof");
    expect(problems()).toEqual([
      `${plan}:${order + 12} › instalments.8.due: roof is listed twice`,
      `${plan}:${order + 2} › instalments.3.due: slab-1 comes before roof: list the instalments in the order they fall due`,
    ]);
  });

  it("takes a hold's token right at 10% of the cheapest flat's all-in cost, and names one a rupee over", () => {
    const { floorPlans } = floorPlansContent(wordsIn("en"));
    const cheapest = Math.min(
      ...flats.map(
        (flat) =>
          buildCostSheet(
            flat,
            floorPlans.find((plan) => plan.id === flat.plan)!,
            priceList,
          ).total,
      ),
    );
    const holds = readFileSync(path.join(root, "content/holds.yaml"), "utf8");
    const line = holds.split("\n").length;
    writeFileSync(path.join(root, "content/holds.yaml"), `${holds}token: ${Math.floor(cheapest / 10)}\n`);
    expect(problems()).toEqual([]);
    writeFileSync(path.join(root, "content/holds.yaml"), `${holds}token: ${Math.floor(cheapest / 10) + 1}\n`);
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^content/holds.yaml:${line} › token: ₹[\\d,]+ is more than 10% of flat [A-Z]-\\d+'s all-in cost`),
      ),
    ]);
  });

  it("names a charge paid with an instalment the plan does not have", () => {
    const line = edit("content/payment-plan.yaml", "leviesWith: complete", "leviesWith: excavation");
    expect(problems()).toEqual([
      `content/payment-plan.yaml:${line} › leviesWith: No instalment falls due at excavation: name one of booking, agreement, foundation, slab-1, slab-2, slab-3, slab-4, slab-5, roof, masonry, plastering, finishing, complete`,
    ]);
  });

  it("names a plan's Vastu given twice, or given for a plan there is not", () => {
    const twice = edit("content/vastu.yaml", "plan: 3bhk-1470-east", "plan: 3bhk-1772-east");
    expect(problems()).toEqual([`content/vastu.yaml:${twice} › plans.1.plan: 3bhk-1772-east is listed twice`]);
    edit("content/vastu.yaml", /plan: 3bhk-1772-east(?![\s\S]*plan: 3bhk-1772-east)/, "plan: 3bhk-1470-east");
    const unknown = edit("content/vastu.yaml", "plan: 2bhk-1490-east", "plan: 2bhk-1500-north");
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^content/vastu.yaml:${unknown} › plans.5.plan: no floor plan "2bhk-1500-north"`),
      ),
    ]);
  });

  it("names an approval's copy that is neither a PDF nor a photo", () => {
    const line = edit(
      "content/approvals.yaml",
      "copy: approvals/building-permission-sample.pdf",
      "copy: approvals/permission.docx",
    );
    expect(problems()).toEqual([
      `content/approvals.yaml:${line} › approvals.0.copy: Expected a PDF or a photo below content/media, like approvals/fire-noc.pdf`,
    ]);
  });

  it("takes a longer list than shipped: lists the team grows have no fixed length", () => {
    const faq = path.join(root, "content/en/faq.yaml");
    writeFileSync(
      faq,
      `${readFileSync(faq, "utf8")}  - id: lift\n    question: Is there a lift?\n    answer: Two in each tower.\n`,
    );
    expect(problems()).toEqual([]);
  });
});

describe("compileContent: the places around the site", () => {
  const places = "content/landmarks.yaml";
  const names = "content/en/location.yaml";

  it("names a coordinate out of range and a kind the list has no group for", () => {
    const latitudeLine = edit(places, /latitude: [\d.]+/, "latitude: 116.3378");
    const kindLine = edit(places, /kind: hospital/, "kind: temple");
    expect(problems()).toEqual([
      `${places}:${latitudeLine} › landmarks.0.latitude: Too big: expected number to be <=90`,
      expect.stringMatching(
        new RegExp(`^${places}:${kindLine} › landmarks\\.\\d+\\.kind: Invalid option: expected one of "school"\\|`),
      ),
    ]);
  });

  it("names a place listed twice", () => {
    const twice = edit(places, /id: nirmala-high-school/, "id: vikas-public-school");
    expect(problems()).toEqual([
      `${places}:${twice} › landmarks.1.id: vikas-public-school is listed twice in this file`,
    ]);
  });

  it("names a place without a name and a name without a place", () => {
    const renamed = edit(names, /id: city-centre-mall/, "id: city-center-mall");
    const found = problems();
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${places}:\\d+ › landmarks\\.\\d+\\.id: "city-centre-mall" has no name in ${names}`),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${names}:${renamed} › landmarks\\.\\d+\\.id: no place "city-center-mall" in ${places}$`),
      ),
    );
  });

  it("catches a mistyped coordinate: no road is shorter than the straight line from the site", () => {
    // 61.3 instead of 16.3: thousands of km north.
    const line = edit(places, /latitude: 16\.3195/, "latitude: 61.3195") + 2;
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${places}:${line} › landmarks\\.1\\.km: 2\\.2 km by road is shorter than the \\d+\\.\\d km in a straight line from the site`,
        ),
      ),
    ]);
  });

  it("holds the capital's places to the drive times the pages quote", () => {
    edit(places, /minutes: 45/, "minutes: 50");
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${places}:\\d+ › landmarks\\.\\d+\\.minutes: the campaign page quotes 45 minutes to Amaravati \\(content/facts\\.yaml, driveMinutesLanding\\), but no capital place is 45 minutes away$`,
        ),
      ),
    ]);
  });
});

describe("compileContent: translations", () => {
  it("passes the shipped translations", () => {
    expect(problems()).toEqual([]);
  });

  it("names a field the English lacks and a value that is not words: a translation's own mistakes stop the build", () => {
    const unknown = edit("content/te/home.yaml", /\nbanner:\n/, "\nbanner:\n  price: ధర\n") + 2;
    const group = edit("content/te/navigation.yaml", /\nheader:\n/, "\nheader: మెనూ\nmenu:\n") + 1;
    expect(problems()).toEqual([
      `content/te/home.yaml:${unknown} › banner.price: no such field in the English (content/en/home.yaml)`,
      `content/te/navigation.yaml:${group} › header: the English (content/en/navigation.yaml) has a group of fields here, not words`,
      `content/te/navigation.yaml:${group + 2} › menu: no such field in the English (content/en/navigation.yaml)`,
    ]);
  });

  it("marks exactly the Telugu answer whose English was reworded outdated, and shows that answer in English", () => {
    const line = edit(
      "content/en/faq.yaml",
      "Our team gives you the RERA certificate",
      "We give you the RERA certificate",
    );
    const result = compileContent(root);
    expect(result.problems).toEqual([]);
    const [faq, ...others] = result.translations!.status.filter((status) => status.outdated.length > 0);
    expect(others).toEqual([]);
    expect(faq?.file).toBe("content/te/faq.yaml");
    expect(faq?.outdated.map(({ key, why }) => ({ key, why }))).toEqual([
      { key: "faqs.home-loan.answer", why: "the English has changed since" },
    ]);
    expect(line).toBeGreaterThan(0);
    const english = readYaml("content/en/faq.yaml").faqs.find((item) => item.id === "home-loan")!;
    const shown = teluguFaqs(result);
    expect(shown.get("home-loan")?.answer).toMatch(filled(english.answer));
    expect(english.answer).toContain("We give you the RERA certificate");
    // Every other Telugu text still shows: its English is unchanged.
    for (const item of readYaml("content/te/faq.yaml").faqs) {
      expect(shown.get(item.id)?.question).toMatch(filled(item.question));
      if (item.id !== "home-loan") expect(shown.get(item.id)?.answer).toMatch(filled(item.answer));
    }
  });

  it("keeps each Telugu answer on its own question when an English question is inserted in the middle, which is missing and shows in English", () => {
    edit(
      "content/en/faq.yaml",
      "\n  - id: possession\n",
      "\n  - id: lift\n    question: Is there a lift?\n    answer: Two in each tower, with power backup.\n  - id: possession\n",
    );
    const result = compileContent(root);
    expect(result.problems).toEqual([]);
    const shown = teluguFaqs(result);
    expect([...shown.keys()]).toEqual(readYaml("content/en/faq.yaml").faqs.map((item) => item.id));
    expect(shown.get("lift")).toEqual({
      id: "lift",
      question: "Is there a lift?",
      answer: "Two in each tower, with power backup.",
    });
    const translated = readYaml("content/te/faq.yaml").faqs;
    expect(translated).toHaveLength(5);
    for (const item of translated) expect(shown.get(item.id)).toEqual(filledItem(item));
    const status = result.translations!.status.find((each) => each.file === "content/te/faq.yaml");
    expect(status?.outdated).toEqual([]);
    expect(status?.missing.map((text) => text.key)).toEqual(["faqs.lift.question", "faqs.lift.answer"]);
  });

  it("shows in English a text whose placeholders differ from its English's, though its English is unchanged", () => {
    const line = edit("content/te/faq.yaml", "{{reraAuthority}} వద్ద", "అథారిటీ వద్ద");
    const result = compileContent(root);
    expect(result.problems).toEqual([]);
    const status = result.translations!.status.find((each) => each.file === "content/te/faq.yaml");
    expect(status?.outdated).toEqual([
      expect.objectContaining({
        key: "faqs.rera.answer",
        line,
        why: "the placeholders differ (missing {{reraAuthority}})",
      }),
    ]);
    expect(teluguFaqs(result).get("rera")?.answer).toMatch(/^Yes\./);
  });

  it("leaves out a translated item whose English item is gone, and names a translated item with no id", () => {
    const english = readFileSync(path.join(root, "content/en/faq.yaml"), "utf8");
    writeFileSync(path.join(root, "content/en/faq.yaml"), english.slice(0, english.lastIndexOf("\n  - id:") + 1));
    const result = compileContent(root);
    expect(result.problems).toEqual([]);
    expect([...teluguFaqs(result).keys()]).toEqual(["rera", "sizes-prices", "possession", "home-loan"]);
    // The item's answer is on the review list: without its id, that entry names no text either.
    edit("content/te/faq.yaml", /^review:\n/m, "review:\n  - faqs.home-loan.answer\n");
    const line = edit("content/te/faq.yaml", "  - id: home-loan\n    question:", "  - question:");
    expect(problems()).toEqual([
      `content/te/faq.yaml:${line} › faqs.3: names no item: give it its English item's id (rera, sizes-prices, possession, home-loan)`,
      expect.stringMatching(
        /^content\/te\/faq\.yaml:\d+ › review\.0: "faqs\.home-loan\.answer" is not a translated text$/,
      ),
    ]);
  });

  it("records the English a text was translated from: marking the outdated answer translated again shows it", () => {
    edit("content/en/faq.yaml", "Our team gives you the RERA certificate", "We give you the RERA certificate");
    const status = compileContent(root).translations!.status.find((each) => each.file === "content/te/faq.yaml")!;
    expect(markTranslated(root, status)).toEqual(["faqs.home-loan.answer"]);
    const result = compileContent(root);
    expect(result.translations!.status.find((each) => each.file === "content/te/faq.yaml")?.outdated).toEqual([]);
    const item = readYaml("content/te/faq.yaml").faqs.find((each) => each.id === "home-loan")!;
    expect(teluguFaqs(result).get("home-loan")?.answer).toMatch(filled(item.answer));
  });

  it("names a figure typed again in a translation: figures come from the English file", () => {
    const line =
      edit(
        "content/te/floor-plans.yaml",
        "\nplans:\n  - id: 3bhk-1772-east\n",
        "\nplans:\n  - id: 3bhk-1772-east\n    details:\n      carpetArea: 1200\n",
      ) + 4;
    expect(problems()).toEqual([
      `content/te/floor-plans.yaml:${line} › plans.0.details.carpetArea: only words are translated; 1200 comes from the English file (content/en/floor-plans.yaml)`,
    ]);
  });

  it("names a review entry that is not a translated text", () => {
    const line = edit("content/te/faq.yaml", "  - faqs.rera.answer\n", "  - faqs.0.answer\n");
    expect(problems()).toEqual([`content/te/faq.yaml:${line} › review.0: "faqs.0.answer" is not a translated text`]);
  });

  it("holds a translation to the English's schema: a description too long for a search result", () => {
    const line =
      edit(
        "content/te/flat-texts.yaml",
        /\n {2}description: "\{\{projectName\}\}, గుంటూరులో గరిష్ఠంగా[^\n]*/,
        `\n  description: "{{projectName}} ${"పోలిక ".repeat(30)}"`,
      ) + 1;
    expect(problems()).toEqual([
      expect.stringMatching(new RegExp(`^content/te/flat-texts.yaml:${line} › compare.description: Too big`)),
    ]);
  });

  it("names a fixed value translated in a post's front matter: a category is not words", () => {
    const line = edit("content/posts/te/3-apartment-complex.md", /\nauthor:/, '\ncategory: "రియల్ ఎస్టేట్"\nauthor:') + 1;
    expect(problems()).toEqual([
      `content/posts/te/3-apartment-complex.md:${line} › category: not words to translate: it comes from the English file (content/posts/en/3-apartment-complex.md)`,
    ]);
  });

  it("names a translation with no English file, and reports a post whose body lacks a token of the English", () => {
    const post = "content/posts/te/1-gated-community-apartments.md";
    const text = readFileSync(path.join(root, post), "utf8");
    const [, body = ""] = text.split(/\n---\n/);
    const token = /\{\{\w+\}\}/.exec(body)?.[0];
    expect(token, "a token in the Telugu post's body").toBeTruthy();
    writeFileSync(path.join(root, post), text.replace(`\n---\n${body}`, `\n---\n${body.replaceAll(token!, "")}`));
    writeFileSync(path.join(root, "content/te/brochures.yaml"), "review: []\n");
    expect(problems()).toEqual([
      "content/te/brochures.yaml:1 › no English file content/en/brochures.yaml to translate",
    ]);
    const status = compileContent(root).translations!.status.find((each) => each.file === post);
    expect(status?.outdated.map(({ key, why }) => ({ key, why }))).toEqual([
      { key: "body", why: `the tokens differ (missing ${token})` },
    ]);
  });
});
