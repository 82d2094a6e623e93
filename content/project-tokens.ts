import { facts } from "./facts";
import { flats, priceList } from "./flats";
import { floorPlansContent } from "./floor-plans";
import { siteContent } from "./site";
import { createTokens } from "./tokens";
import type { Words } from "./words";

/** The tokens of the shipped content in a language, for the posts and pages read when pages are pre-rendered. */
export function projectTokensContent(words: Words) {
  const { site } = siteContent(words);
  const { floorPlans } = floorPlansContent(words);
  const sources = { facts, flats, prices: priceList, floorPlans };
  return { projectTokens: createTokens(site, sources, words.figureWords) };
}
