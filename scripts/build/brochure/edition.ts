import { register } from "node:module";

/**
 * Writes one translation's brochure, in a process of its own (started by buildBrochureEdition in ./brochure.ts):
 *
 *   SITE_LANGUAGE=te tsx scripts/build/brochure/edition.ts public/te/Brochure.pdf
 *
 * The content modules import their words from content/generated/ at load time, once per process. Rather than
 * thread a second set of words through every page, this process loads the same modules with those imports
 * swapped for the translation's (../language-hooks.ts, as the site's Vite build does), then prints the result
 * as JSON on its last line of output.
 */

const language = process.env.SITE_LANGUAGE ?? "en";
const outPath = process.argv[2];
if (!outPath) throw new Error("Brochure: usage: SITE_LANGUAGE=<language> tsx scripts/build/brochure/edition.ts <out.pdf>");

// Before the first content module is loaded: the imports below are dynamic for that reason.
register("../language-hooks.ts", import.meta.url, { data: { language } });
const { buildBrochure } = await import("./brochure");
console.log(JSON.stringify(await buildBrochure(outPath)));
