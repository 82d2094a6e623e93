import type { TranslatedWords } from "./generated/words";

/**
 * The words of one language, as plain data: each module content/compile.ts writes from a translated text file
 * (content/generated/<name>.ts in English, content/generated/<language>/<name>.ts in a translation), by its name
 * in camel case, as content/generated/words.ts lists them (written by content/words-modules.ts). The modules of
 * facts that no translation changes (flats, prices, visits, site settings…) are not words: code imports them
 * directly.
 *
 * Words reach components at render time, never at import time (docs/decisions/0024-islands.md): a page hands its
 * words to `ContentProvider` (app/utils/use-content.tsx), and each content module turns them into what its
 * components read (`uiContent(words)`, `useContent(uiContent)`). So one build can render a page in any language, and
 * a part of a page that runs in the browser carries only its own words, in its page's language.
 */
export interface Words extends TranslatedWords {
  /** The language's code ("en", "te"), which no file holds: the page's. */
  language: { language: string };
}

/** What a content module makes of a language's words: `uiContent`, `siteContent`… */
export type ContentOf<T> = (words: Words) => T;

/**
 * The words given, guarded: reading words that were not given throws, naming them, instead of rendering
 * `undefined` (a part whose words, worked out from its code, are out of date or missed a read).
 */
export function givenWords(words: Partial<Words>): Words {
  return new Proxy(words, {
    get(target, name, receiver) {
      if (typeof name === "string" && !(name in target)) {
        throw new Error(
          `The words "${name}" were not given to this part: scripts/build/part-words.ts works out which words each part reads; run npm run generate`,
        );
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  }) as Words;
}
