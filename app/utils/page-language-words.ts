import { wordLoaders } from "#content/generated/word-loaders.ts";
import type { TranslatedWords } from "#content/generated/words.ts";

/**
 * The words of one word module in the page's language (its `<html lang>`), loaded in the browser: for words that
 * come with code loaded on demand, such as the site-visit picker's. Each is a chunk of its own
 * (content/generated/word-loaders.ts, written by content/words-modules.ts), so one build serves every language
 * (docs/decisions/0024-islands.md).
 */
export async function pageLanguageWords<Name extends keyof TranslatedWords>(
  name: Name,
): Promise<TranslatedWords[Name]> {
  const language = document.documentElement.lang;
  const load = wordLoaders[language]?.[name];
  if (!load) throw new Error(`No words ${name} in ${language}`);
  return (await load()).default;
}
