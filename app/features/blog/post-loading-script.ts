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

/** Shows the status on a tap on a link to a post; hides it when the visitor comes back from the history. */
export function showPostLoading() {
  const status = document.querySelector<HTMLElement>("[data-post-loading]");
  if (!status) return;
  const postsPath = status.dataset.postLoading ?? "/blog/";
  document.addEventListener("click", (event) => {
    if (postLinkOf(event, postsPath)) status.hidden = false;
  });
  window.addEventListener("pageshow", () => (status.hidden = true));
}
