import { buildWords } from "@content/build-words.server";
import type { Words } from "@content/words";

/**
 * The words a page's parts read, in the language this build renders, for its loader to hand over: they reach the
 * page as data beside its HTML, not as script, and its parts read them through `ContentProvider`
 * (app/utils/use-content.tsx), as an island will from its props (docs/decisions/0024-islands.md).
 */
export function wordsFor<Name extends keyof Words>(...names: Name[]): Pick<Words, Name> {
  return Object.fromEntries(names.map((name) => [name, buildWords[name]])) as Pick<Words, Name>;
}
