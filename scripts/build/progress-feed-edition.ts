import { register } from "node:module";

/**
 * Writes one translation's progress feed into the built site, in a process of its own (started by
 * scripts/build/postbuild.ts):
 *
 *   SITE_LANGUAGE=te tsx scripts/build/progress-feed-edition.ts build/client
 *
 * As for the brochure (./brochure/edition.ts): the content modules load their words once per process, so this one
 * loads them with the translation's words (./language-hooks.ts) before the first of them is imported.
 */

const language = process.env.SITE_LANGUAGE ?? "en";
const clientDir = process.argv[2];
if (!clientDir) throw new Error("Progress feed: usage: SITE_LANGUAGE=<language> tsx scripts/build/progress-feed-edition.ts <build/client>");

register("./language-hooks.ts", import.meta.url, { data: { language } });
const { writeProgressFeed } = await import("./progress-feed-file");
console.log(writeProgressFeed(clientDir));
