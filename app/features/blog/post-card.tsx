import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { postPathById } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import { languageContent } from "#content/page-language.ts";
import type { Post } from "#content/posts.server.ts";

export type PostSummary = Pick<
  Post,
  "id" | "title" | "excerpt" | "date" | "isoDate" | "image" | "imageAlt" | "readingMinutes"
>;

export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const { blog } = useContent(blogContent);
  const { localePath } = useContent(languageContent);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-lg">
      <Picture
        src={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="block aspect-[16/9] overflow-hidden"
        imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between text-xs font-semibold tracking-wide text-gold-700 uppercase">
          <span>{blog.category}</span>
          <span className="font-medium tracking-normal text-muted normal-case">
            {blog.readingTime(post.readingMinutes)}
          </span>
        </p>
        <h2 className="mt-2 font-display text-xl leading-snug text-brand-900">{post.title}</h2>
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <div className="mt-5 flex items-center justify-between text-sm">
          <time dateTime={post.isoDate} className="flex items-center gap-1.5 text-muted">
            <Icon name="calendar-days" className="size-4" />
            {post.date}
          </time>
          <a
            href={localePath(postPathById(post.id))}
            className="flex items-center gap-1 font-semibold text-brand-800 after:absolute after:inset-0 hover:text-gold-700"
          >
            {blog.readMore} <span className="sr-only">: {post.title}</span>
            <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
