import { languageContent } from "@content/page-language";
import { getPage } from "@content/pages.server";
import { uiContent } from "@content/ui";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Icon } from "~/components/ui/icon";
import { layoutWords, pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy-policy";

/** The words of every page are all this page needs besides its Markdown. */
const words = pageWords(layoutWords);
const { longPage } = uiContent(words);
const { localePath } = languageContent(words);

/** This page's path, without its language's folder. */
const PATH = "/privacy-policy";

export function loader() {
  return { page: getPage("privacy-policy") };
}

export const meta: Route.MetaFunction = ({ data }) =>
  getMeta(words, {
    title: longPage.title(data?.page.title ?? ""),
    description: data?.page.description ?? "",
    path: PATH,
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container-page max-w-3xl py-16 md:py-20">
      <div className="flex items-center justify-between gap-4">
        <a
          href={localePath("/")}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-gold-700"
        >
          <Icon name="arrow-left" className="size-4" />
          {longPage.backToHome}
        </a>
        <LanguageSwitch path={PATH} className="text-brand-800 hover:text-gold-700" />
      </div>
      <h1 className="mt-8 font-display text-display text-brand-900">{page.title}</h1>
      <p className="mt-3 text-sm text-muted">{longPage.updated(page.updated)}</p>
      {/* Sanitized at build time by content/markdown.server.ts. */}
      <div className="prose-post mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
