import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getRelatedPosts, toPostSummary } from "#app/features/blog/post-summary.ts";
import { partWords } from "#app/generated/part-words.ts";
import { textPages } from "#app/generated/text-pages.ts";
import { flatPageData } from "#app/pages/flat-data.server.ts";
import { flats, inventoryUpdated, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { languages } from "#content/languages.ts";
import { getPage } from "#content/pages.server.ts";
import { paymentPlan } from "#content/payment-plan.ts";
import { getAllPosts } from "#content/posts.server.ts";
import { getLatestProgressUpdate, getProgressUpdates } from "#content/progress.server.ts";
import { wordsIn } from "#content/words-in.server.ts";

type Part = ComponentType<Record<string, unknown>> & { displayName: string };

// Every part module, as the server renders it; and the text pages' parts, written from the page registry (no island,
// so no module exports them by their names).
const modules = import.meta.glob<Record<string, unknown>>(["./*.tsx", "./*.ts", "!./*.test.ts"], { eager: true });
const parts = [
  ...Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module).flatMap(([exported, value]) =>
      typeof value === "function" && "displayName" in value ? [{ file, exported, part: value as Part }] : [],
    ),
  ),
  ...Object.entries(textPages).map(([id, page]) => {
    const part = page.Part as Part;
    return { file: `text page ${id}`, exported: part.displayName, part };
  }),
];

/** What a shell gives a part beside its language (app/shells/), in a language. */
function propsOf(name: string, code: (typeof languages)[number]["code"]): Record<string, unknown> {
  const language = languages.find((each) => each.code === code)!;
  const plans = floorPlansContent(wordsIn(code)).floorPlans;
  const posts = getAllPosts(language);
  const latest = getLatestProgressUpdate(language);
  const towerStages = Object.fromEntries(latest.towers.map(({ tower, stage }) => [tower, stage]));
  const taken = flats.find((flat) => flat.status !== "available")!;
  const props: Record<string, () => Record<string, unknown>> = {
    Blog: () => ({ posts: posts.map(toPostSummary) }),
    CompareTable: () => ({ flats, plans, prices: priceList, paymentPlan, towerStages }),
    Emi: () => ({ loanableCost: 5_000_000, allInTotal: 6_000_000, homeLoan: priceList.homeLoan }),
    Flat: () => ({ data: flatPageData(taken.unit, plans, language) }),
    Grid: () => ({ flats, plans, updated: inventoryUpdated }),
    Header: () => ({ path: "/flats" }),
    HoldDialog: () => ({
      target: { unit: "A-302", price: "₹75,00,000", alternatives: [] },
      readLiveStatuses: () => Promise.resolve(null),
      onClose: () => {},
    }),
    LandingTop: () => ({ path: "/apartment-guntur" }),
    Post: () => ({ post: posts[0], related: getRelatedPosts(posts[0]!, posts) }),
    Privacy: () => ({ page: getPage("privacy-policy", language), path: "/privacy-policy" }),
    Teaser: () => ({ latest }),
    ThankYou: () => ({ path: "/thank-you" }),
    Updates: () => ({ updates: getProgressUpdates(language) }),
  };
  return { lang: code, ...props[name]?.() };
}

describe("the parts' words (app/generated/part-words.ts, worked out by scripts/build/part-words.ts)", () => {
  it("are named after the part as its module exports it, the name of its island, which the loader looks them up by", () => {
    for (const { file, exported, part } of parts) expect(part.displayName, `${file}: ${exported}`).toBe(exported);
    // Every entry belongs to a part.
    expect(parts.map(({ exported }) => exported).sort()).toEqual(Object.keys(partWords).sort());
  });

  // A part is given only its words (with-words.tsx), and reading any other throws, naming it (givenWords).
  it.each(languages.map((language) => language.code))(
    "are all each part reads when the server renders it, in each language (%s)",
    (code) => {
      for (const { exported, part } of parts) {
        expect(() => renderToString(createElement(part, propsOf(exported, code))), exported).not.toThrow();
      }
    },
  );
});
