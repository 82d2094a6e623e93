import notFoundWords from "@content/generated/not-found";
import { notFoundContent } from "@content/not-found";
import { languageContent } from "@content/page-language";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import type { Route } from "./+types/not-found";

/** The words of this page, beside those of every page. */
const words = pageWords({ notFound: notFoundWords });
const { notFound } = notFoundContent(words);
const { localePath } = languageContent(words);

// No loader: with ssr: false this route is pre-rendered once and written out as 404.html.
export const meta: Route.MetaFunction = () =>
  getMeta(words, {
    title: notFound.meta.title,
    description: notFound.meta.description,
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-start justify-center pt-28 pb-16">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{notFound.eyebrow}</p>
      <h1 className="mt-3 font-display text-heading text-brand-900">{notFound.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{notFound.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={localePath("/")}
          className="rounded-full bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {notFound.homeLink}
        </a>
        <a
          href={localePath("/blog")}
          className="rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900"
        >
          {notFound.blogLink}
        </a>
      </div>
    </section>
  );
}
