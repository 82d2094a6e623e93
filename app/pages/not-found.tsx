import { href } from "#app/utils/paths.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";

/** An address the site does not have: written out as 404.html (and te/404.html), served with status 404. */
export function NotFoundPage() {
  const notFound = useWords("notFound");
  const { localePath } = useContent(languageContent);
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-start justify-center pt-28 pb-16">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{notFound.eyebrow}</p>
      <h1 className="mt-3 font-display text-heading text-brand-900">{notFound.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{notFound.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={localePath(href("/"))}
          className="rounded-full bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {notFound.homeLink}
        </a>
        <a
          href={localePath(href("/blog"))}
          className="rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900"
        >
          {notFound.blogLink}
        </a>
      </div>
    </section>
  );
}
