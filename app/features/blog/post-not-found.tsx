import { BackToBlogLink } from "./back-to-blog-link";

export function PostNotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center pt-28 pb-16 text-center">
      <h1 className="font-display text-heading text-brand-900">Post Not Found</h1>
      <p className="mt-4 text-lg text-muted">Sorry, we couldn&apos;t find the blog post you&apos;re looking for.</p>
      <div className="mt-8">
        <BackToBlogLink />
      </div>
    </section>
  );
}
