import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import { BackToBlogLink } from "./back-to-blog-link";

export function PostNotFound() {
  const { blog } = useContent(blogContent);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center pt-28 pb-16 text-center">
      <h1 className="font-display text-heading text-brand-900">{blog.notFound.heading}</h1>
      <p className="mt-4 text-lg text-muted">{blog.notFound.text}</p>
      <div className="mt-8">
        <BackToBlogLink />
      </div>
    </section>
  );
}
