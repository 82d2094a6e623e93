// The privacy policy's page body, HTML only (a text page: no island).
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";
import { withWords } from "./with-words";

type Page = { title: string; updated: string; html: string };
export const Privacy = withWords(function Privacy({ page, path }: { page: Page; path: string }) {
  const { longPage } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  return (
    <article className="container-page max-w-3xl py-16 md:py-20">
      <div className="flex items-center justify-between gap-4">
        <a
          href={localePath(href("/"))}
          className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:text-gold-700"
        >
          <Icon name="arrow-left" className="size-4" />
          {longPage.backToHome}
        </a>
        <LanguageSwitch path={path} className="text-brand-800 hover:text-gold-700" />
      </div>
      <h1 className="mt-8 font-display text-display text-brand-900">{page.title}</h1>
      <p className="mt-3 text-sm text-muted">{longPage.updated(page.updated)}</p>
      <div className="prose-post mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}, "Privacy");
