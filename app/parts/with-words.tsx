// Each React part (docs/decisions/0024-islands.md) an Astro shell renders is given the words it reads, which the build
// works out from its code (scripts/build/part-words.ts, written to app/generated/part-words.ts by `npm run generate`);
// the shell gives it only the page's language. On the server the words come from every language's modules
// (content/words-in.server.ts); in the browser the part's module starts loading its page's language's modules as it
// is evaluated, and its island hydrates once they are there (`hydrateAfter`, awaited by the directives of
// app/astro/), so that it hydrates with the same words it was rendered with and the HTML carries none of them beyond
// the rendered text. One module per part, so that an island's script is its own part's code, and a word module is a
// chunk of its own, cached across pages and shared by the page's islands. The first screen's islands find theirs
// already asked for at the first paint (scripts/build/after-first-paint.ts).
//
// A page's islands fill its named slots in the shell (`<Referral slot="form" client:near />`), which Astro hands the
// page as props of those names, and only when the shell fills them: so a page takes each as an optional prop
// (`form?: ReactNode`), as `astro check` sees the page from the shell.
//
// No top-level await in a module the browser loads: Safari's WebKit hands a module that awaits at its top level,
// imported by two islands at once, to the second before it has finished (WebKit bug 242740): its exports were
// undefined, and the thank-you page showed "[object Object]". scripts/build/finish-site.ts fails a build that has one.
import type { ComponentType } from "react";
import { type PartName, partWords } from "#app/generated/part-words.ts";
import { ContentProvider } from "#app/utils/use-content.tsx";
import { HydrationRoot } from "#app/utils/use-hydrated.tsx";
import { wordLoaders } from "#content/generated/word-loaders.ts";
import type { Words } from "#content/words.ts";

type Name = keyof Words;

/** The words of these modules in a language, loaded in the browser, each a chunk of its own (wordLoaders). */
async function loadWords(language: string, names: Name[]): Promise<Partial<Words>> {
  const entries = await Promise.all(
    names.map(async (name) => {
      if (name === "language") return [name, { language }] as const;
      const load = wordLoaders[language]?.[name];
      if (!load) throw new Error(`No words ${name} in ${language}`);
      return [name, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(entries) as Partial<Words>;
}

/** What a part's island waits for before it hydrates (app/astro/hydrate-when-ready.ts). */
export type WaitsBeforeHydrating = { hydrateAfter?: Promise<unknown> };

// On the server, every language's words; `false ? … : undefined` in the browser's build, which leaves no await.
const serverWords = import.meta.env.SSR ? await import("#content/words-in.server.ts") : undefined;

/** The part `name` (its module's export): the component with the words it reads (app/generated/part-words.ts). */
export function withWords<Props extends object>(Component: ComponentType<Props>, name: PartName) {
  const given: Name[] = [...partWords[name]];
  if (serverWords) {
    const { wordsIn } = serverWords;
    return named(function Part({ lang, ...props }: Props & { lang: string }) {
      const all = wordsIn(lang ?? "en");
      const words = Object.fromEntries(given.map((name) => [name, all[name]])) as Partial<Words>;
      return (
        <ContentProvider words={words}>
          <Component {...(props as Props)} />
        </ContentProvider>
      );
    }, name);
  }
  let words: Partial<Words> = {};
  const part: ComponentType<Props & { lang: string }> & WaitsBeforeHydrating = named(function Part({
    lang: _lang,
    ...props
  }: Props & { lang: string }) {
    return (
      <HydrationRoot>
        <ContentProvider words={words}>
          <Component {...(props as Props)} />
        </ContentProvider>
      </HydrationRoot>
    );
  }, name);
  part.hydrateAfter = loadWords(document.documentElement.lang, given).then((loaded) => {
    words = loaded;
  });
  return part;
}

/** A part's React name is its own (in React's developer tools, and for part-words.test.ts). */
function named<Part extends ComponentType<never>>(part: Part, name: PartName): Part {
  part.displayName = name;
  return part;
}
