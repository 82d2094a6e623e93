import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { pathIn } from "#content/languages.ts";
import { languageContent } from "#content/page-language.ts";

/** A not-found page is pre-rendered at …/__not-found (app/utils/site-paths.server.ts): its link goes home. */
const isNotFound = (path: string) => path.endsWith("/__not-found");

/**
 * A link to this page (`path`, without its language's folder) in each other language (every page's header,
 * docs/decisions/0022). A plain link: the page loads anew, at the query and section the visitor was at, which
 * layout-script.ts adds as it is followed. No redirect by the browser's language: the visitor chooses.
 */
export function LanguageSwitch({ path, className }: { path: string; className?: string }) {
  const { otherLanguages } = useContent(languageContent);
  return otherLanguages.map((language) => (
    <a
      key={language.code}
      href={pathIn(language, isNotFound(path) ? "/" : path)}
      hrefLang={language.hreflang}
      lang={language.code}
      data-page-path={isNotFound(path) ? undefined : pathIn(language, path)}
      className={cn("inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold", className)}
    >
      {language.name}
    </a>
  ));
}
