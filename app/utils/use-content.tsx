import { createContext, useContext, useMemo, type ReactNode } from "react";
import { givenWords, type ContentOf, type Words } from "#content/words.ts";

type Given = { raw: Partial<Words>; words: Words; made: Map<ContentOf<unknown>, unknown> };

// useContext and .Provider, not React 19's `use` and context-as-provider: the islands hydrate with
// Preact's React compatibility layer, which has neither (docs/decisions/0024-islands.md).
const WordsContext = createContext<Given | null>(null);

/**
 * Hands words to the components below it, in the page's language: each part's (app/parts/with-words.tsx, the
 * shells' HTML and each island, docs/decisions/0024-islands.md). Inside another provider it adds its words to the
 * outer ones.
 */
export function ContentProvider({ words, children }: { words: Partial<Words>; children: ReactNode }) {
  const outer = useContext(WordsContext);
  const given = useMemo(() => {
    const raw = { ...outer?.raw, ...words };
    return { raw, words: givenWords(raw), made: new Map() };
  }, [outer, words]);
  return <WordsContext.Provider value={given}>{children}</WordsContext.Provider>;
}

/**
 * What a content module makes of the page's words: `const { footer } = useContent(uiContent)`, made once per
 * provider. Throws, naming the words, when the page did not give the words it reads.
 */
export function useContent<T>(contentOf: ContentOf<T>): T {
  const given = useGiven("useContent");
  if (!given.made.has(contentOf)) given.made.set(contentOf, contentOf(given.words));
  return given.made.get(contentOf) as T;
}

/**
 * One file's words as the page's language gives them, where a component shows them as they are:
 * `const { faqs } = useWords("faq")` reads content/en/faq.yaml (or its translation). Throws, naming them, when the
 * page did not give them. scripts/build/part-words.ts counts the call as a read of the words it names.
 */
export function useWords<Name extends keyof Words>(name: Name): Words[Name] {
  return useGiven("useWords").words[name];
}

/** The words the nearest ContentProvider gives; `hook` names the caller when there is none. */
function useGiven(hook: string): Given {
  const given = useContext(WordsContext);
  if (!given) throw new Error(`${hook} needs a ContentProvider above it (app/utils/use-content.tsx)`);
  return given;
}
