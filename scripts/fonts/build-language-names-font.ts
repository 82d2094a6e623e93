/**
 * The language switch names each translation in its own script ("తెలుగు"), on pages whose faces have no such
 * letters: a phone or computer without a Telugu font would draw boxes. This writes a face of just those letters,
 * cut from the Telugu face the Telugu pages use (with its shaping tables, so vowel signs join), a few hundred bytes;
 * app/styles/app.css gives it to every English page. Run by `npm run generate`, so a new language's name is in it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { languages } from "#content/languages.ts";

const SOURCE = "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2";
export const LANGUAGE_NAMES_FONT = path.resolve("app/generated/language-names.woff2");

const names = languages.filter((language) => language.code !== "en").map((language) => language.name);
const source = readFileSync(createRequire(import.meta.url).resolve(SOURCE));
const font = await subsetFont(source, names.join(""), { targetFormat: "woff2" });
mkdirSync(path.dirname(LANGUAGE_NAMES_FONT), { recursive: true });
writeFileSync(LANGUAGE_NAMES_FONT, font);
console.log(
  `Language names font: ${names.join(", ")} in ${font.length} bytes (${path.relative(".", LANGUAGE_NAMES_FONT)})`,
);
