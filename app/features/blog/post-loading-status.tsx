import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import { languageContent } from "#content/page-language.ts";

/**
 * 'Loading post...' from the tap on a link to a post until its page replaces this one: on mobile data the next
 * page can take a moment, and the browser's own sign of it is easy to miss. The words are in the HTML, hidden;
 * `showPostLoading` (./post-loading-script.ts: plain script, no framework, the blog being a text page) shows them.
 */
export function PostLoadingStatus() {
  const { blog } = useContent(blogContent);
  const { localePath } = useContent(languageContent);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center md:top-24">
      <p
        hidden
        data-post-loading={`${localePath(href("/blog"))}/`}
        className="rounded-full bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
      >
        {blog.loading}
      </p>
    </div>
  );
}
