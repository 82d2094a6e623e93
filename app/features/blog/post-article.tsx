import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { postPathById } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import type { Post } from "#content/posts.server.ts";
import { BackToBlogLink } from "./back-to-blog-link";
import { type PostSummary, PostCard } from "./post-card";
import { ShareLinks } from "./share-links";

export function PostArticle({ post, related }: { post: Post; related: PostSummary[] }) {
  const { blog } = useContent(blogContent);
  return (
    <article className="pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-4xl">
        <BackToBlogLink />
        <Picture
          src={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 896px) 832px, 100vw"
          priority
          className="mt-6 block aspect-[16/9] overflow-hidden rounded-2xl"
          imgClassName="size-full object-cover"
        />
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span className="rounded-full bg-gold-100 px-3 py-1 font-semibold text-gold-700">{blog.category}</span>
          <time dateTime={post.isoDate} className="flex items-center gap-1.5">
            <Icon name="calendar-days" className="size-4" />
            {post.date}
          </time>
          <span className="flex items-center gap-1.5">
            <Icon name="clock" className="size-4" />
            {blog.readingTime(post.readingMinutes)}
          </span>
        </p>
        <h1 className="mt-4 font-display text-heading text-brand-900">{post.title}</h1>
        <p className="mt-3 font-semibold text-ink">{blog.byline(post.author)}</p>
        <div
          className="prose-post mt-8"
          // Sanitized at build time by content/markdown.server.ts.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <section aria-labelledby="tags-heading" className="mt-10 border-t border-sand-200 pt-6">
          <h2 id="tags-heading" className="font-display text-lg text-brand-900">
            {blog.tags}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {tag}
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-6">
          <ShareLinks title={post.title} path={postPathById(post.id)} />
          <BackToBlogLink />
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="container-page mt-16">
          <h2 id="related-heading" className="font-display text-2xl text-brand-900">
            {blog.related}
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <PostCard key={item.id} post={item} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
