import { Link } from "react-router";
import { getMeta, pageTitle } from "~/utils/seo";
import type { Route } from "./+types/not-found";

// No loader: with ssr: false this route is pre-rendered once and written out as 404.html.
export const meta: Route.MetaFunction = () =>
  getMeta({
    title: pageTitle.notFound,
    description: "The page you asked for does not exist. Find flats, floor plans and contacts on the home page.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-start justify-center pt-28 pb-16">
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">404 Not Found</p>
      <h1 className="mt-3 font-display text-heading text-brand-900">We couldn&rsquo;t find that page</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        The link may be old or mistyped. Everything about the flats is a tap away.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="rounded-full bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </Link>
        <Link to="/blog" className="rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900">
          Read the blog
        </Link>
      </div>
    </section>
  );
}
