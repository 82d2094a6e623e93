import type { FigureWords } from "./describe-facts";
import { facts } from "./facts";
import { floorPlans } from "./floor-plans";
import figureWords from "./generated/figure-words";
import { site } from "./site";
import { createTokens } from "./tokens";

/**
 * The tokens of the shipped content, for the posts and pages read when pages are pre-rendered, in the pages'
 * language (a translation's build reads its content/generated/<language>/figure-words.ts).
 */
export const projectTokens = createTokens(site, facts, floorPlans, figureWords as FigureWords);
