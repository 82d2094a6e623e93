import data from "./generated/site";
import type { SiteConfig } from "./schema";

/**
 * The project's names, numbers and ids, from content/site.yaml (checked by content/compile.ts):
 * change a value there and every page, the brochure and the structured data follow on the next build.
 */
export const site = data as SiteConfig;
