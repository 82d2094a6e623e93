import type { ReactNode } from "react";
import { PostCard, type PostSummary } from "#app/features/blog/post-card.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";

/** Every post, newest first, each a card; `status` says 'Loading post...' once one is tapped. */
export function BlogPage({ posts, status }: { posts: PostSummary[]; status?: ReactNode }) {
  const { blog } = useContent(blogContent);
  return (
    <div className="pt-28 pb-20 md:pt-32">
      {status}
      <header className="container-page text-center">
        <h1 className="font-display text-display text-brand-900">{blog.heading}</h1>
        <p className="mt-3 text-lg text-muted">{blog.subheading}</p>
      </header>
      <div
        data-testid="post-grid"
        className="container-page mt-12 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
      >
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} priority={index === 0} />
        ))}
      </div>
    </div>
  );
}
