import { buildLanguage } from "./page-language";
import type { Words } from "./words";
import { wordsIn } from "./words-in.server";

/**
 * Every word of the language this build renders, for code that runs only at build time: the brochure, the feeds,
 * the media widths. A translation's brochure and feed are written in a process whose Node hooks make
 * content/generated/language.ts the translation's (scripts/build/language-hooks.ts), so `buildLanguage` names it.
 * Until the pages are Astro shells that name their language (docs/decisions/0024-islands.md, step 3).
 */
export const buildWords: Words = wordsIn(buildLanguage.code);
