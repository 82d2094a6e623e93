import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The process runInLanguage (./in-language.ts) starts:
 *
 *   SITE_LANGUAGE=te tsx scripts/build/in-language-process.ts scripts/build/brochure/brochure.ts buildBrochure public/te/Brochure.pdf
 *
 * Before the first content module is loaded (the import below is dynamic for that reason), it registers
 * ./language-hooks.ts, which swaps every content/generated/ module for the language's copy, as the site's Vite
 * build does. Then it calls the named function and prints its result as JSON on its last line of output.
 */

const language = process.env.SITE_LANGUAGE ?? "en";
const [modulePath, exportName, ...args] = process.argv.slice(2);
if (!modulePath || !exportName) {
  throw new Error("Usage: SITE_LANGUAGE=<language> tsx scripts/build/in-language-process.ts <module> <function> [args…]");
}

register("./language-hooks.ts", import.meta.url, { data: { language } });
const loaded = (await import(pathToFileURL(path.resolve(modulePath)).href)) as Record<string, unknown>;
const run = loaded[exportName];
if (typeof run !== "function") throw new Error(`${modulePath} exports no function ${exportName}`);
console.log(JSON.stringify(await run(...args)));
