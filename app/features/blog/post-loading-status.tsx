import { useEffect, useState } from "react";
import { blogContent } from "@content/blog";
import { languageContent } from "@content/page-language";
import { useContent } from "~/utils/use-content";

/**
 * A link to a post of this site: /blog/<id> or /blog/post/<slug>, in this page's language (`postsPath`, "/blog/" or
 * "/te/blog/").
 */
function postLinkOf(event: MouseEvent, postsPath: string): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return null;
  const opensPost = link.pathname.startsWith(postsPath) && link.pathname !== window.location.pathname;
  return opensPost ? link : null;
}

/**
 * 'Loading post...' from the tap on a link to a post until its page replaces this one: on mobile data the next
 * page can take a moment, and the browser's own sign of it is easy to miss. Cleared when the visitor comes back
 * to this page from the history.
 */
export function PostLoadingStatus() {
  const { blog } = useContent(blogContent);
  const { localePath } = useContent(languageContent);
  const postsPath = localePath("/blog/");
  const [loadingPost, setLoadingPost] = useState(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (postLinkOf(event, postsPath)) setLoadingPost(true);
    };
    const onShow = () => setLoadingPost(false);
    document.addEventListener("click", onClick);
    window.addEventListener("pageshow", onShow);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("pageshow", onShow);
    };
  }, [postsPath]);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center md:top-24">
      {loadingPost && (
        <p className="rounded-full bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg">
          {blog.loading}
        </p>
      )}
    </div>
  );
}
