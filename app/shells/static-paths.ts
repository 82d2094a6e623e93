// Each shell's static paths, in every language of content/languages.ts, from its kind's path source in
// app/page-registry.ts (app/page-registry.test.ts checks they are app/utils/site-paths.server.ts's getBuiltPaths).
import { type PageKind, pageKinds } from "#app/page-registry.ts";
import { flats } from "#content/flats.ts";
import { type Language, languages } from "#content/languages.ts";
import { getAllPosts } from "#content/posts.server.ts";
import { astroPattern, NOT_FOUND } from "./routes";

type Params = Record<string, string | undefined>;

function paramsOf(kind: PageKind, language: Language): Params[] {
  const notFound = (param: string) => (kind.answersUnknownPaths ? [{ [param]: NOT_FOUND }] : []);
  switch (kind.paths.from) {
    case "pattern":
    case "none":
      return [{}];
    case "posts": {
      const param = kind.paths.param;
      return [...getAllPosts(language).map((post) => ({ [param]: post[param] })), ...notFound(param)];
    }
    case "flats":
      return [...flats.map((flat) => ({ unit: flat.unit })), ...notFound("unit")];
  }
}

/**
 * Every shell's getStaticPaths: every path of the kind its route is, in every language, the language's code and
 * the kind's id as props. One shell may serve two kinds (a post by its id and by its slug).
 */
export function getStaticPaths({ routePattern }: { routePattern: string }) {
  const kind = pageKinds.find((each) => astroPattern(each) === routePattern);
  if (!kind) throw new Error(`No page kind in app/page-registry.ts has the route ${routePattern}`);
  return languages.flatMap((language) =>
    paramsOf(kind, language).map((params) => ({
      params: { lang: language.prefix.slice(1) || undefined, ...params },
      props: { lang: language.code, kind: kind.id },
    })),
  );
}

/** What every shell is given, its `Props` (Astro types `Astro.props` by that name): the page's language and kind. */
export type ShellProps = ReturnType<typeof getStaticPaths>[number]["props"];
