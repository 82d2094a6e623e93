import type { MouseEvent } from "react";
import { type Language, pathIn } from "@content/languages";
import { languageContent } from "@content/page-language";
import { cn } from "~/utils/cn";
import { useContent } from "~/utils/use-content";

/** The section in view: the last one whose top has passed the upper third of the screen. */
function sectionInView(): string | undefined {
  const line = window.innerHeight / 3;
  let found: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    if (section.getBoundingClientRect().top <= line) found = section.id;
  }
  return found;
}

/** A not-found page is pre-rendered at …/__not-found (app/utils/site-paths.server.ts): its link goes home. */
function pageOf(pathname: string): string {
  return pathname.endsWith("/__not-found") ? "/" : pathname;
}

/**
 * A link to this page (`path`, without its language's folder) in each other language (every page's header, docs/decisions/0022). A plain link: each
 * language is its own build, so the page loads anew, at the section the visitor was reading.
 * No redirect by the browser's language: the visitor chooses.
 */
export function LanguageSwitch({ path, className }: { path: string; className?: string }) {
  const { otherLanguages } = useContent(languageContent);
  // Pre-rendered, the link names the page; the query and section the visitor is at are added as it is followed.
  const follow = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    const { search, hash } = window.location;
    const section = hash.slice(1) || sectionInView();
    event.currentTarget.href = `${pathIn(language, path)}${search}${section ? `#${section}` : ""}`;
  };
  return otherLanguages.map((language) => (
    <a
      key={language.code}
      href={pathIn(language, pageOf(path))}
      hrefLang={language.hreflang}
      lang={language.code}
      onClick={follow(language)}
      className={cn("inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold", className)}
    >
      {language.name}
    </a>
  ));
}
