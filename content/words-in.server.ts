import { wordsByLanguage } from "./generated/words-in.server";
import type { Words } from "./words";

/**
 * Every language's words, for code that renders or checks pages in any language at build time: the page shells
 * (app/shells/), the brochure, the feeds, the tests. content/compile.ts writes the modules of every language
 * (content/words-modules.ts); this adds each its language's code.
 */
const words = new Map<string, Words>(
  Object.entries(wordsByLanguage).map(([language, translated]) => [
    language,
    { language: { language }, ...translated },
  ]),
);

/** A language's words: "en", "te". */
export function wordsIn(code: string): Words {
  const found = words.get(code);
  if (!found) throw new Error(`No words for the language "${code}": content/languages.ts`);
  return found;
}
