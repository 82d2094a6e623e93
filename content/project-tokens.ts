import { facts } from "./facts";
import { floorPlans } from "./floor-plans";
import { site } from "./site";
import { createTokens } from "./tokens";

/** The tokens of the shipped content, for the posts and pages read when pages are pre-rendered. */
export const projectTokens = createTokens(site, facts, floorPlans);
