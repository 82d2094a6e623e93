import { startCopyLinks } from "#app/features/blog/copy-link-script.ts";
import { showPostLoading } from "#app/features/blog/post-loading-script.ts";

/**
 * The blog's controls, plain script started after the first paint (the blog's pages are text pages, with no
 * framework): 'Loading post...' on a tap on a post, and a post's 'Copy link'.
 */
export function BlogScript() {
  showPostLoading();
  startCopyLinks();
}
BlogScript.plainScript = true;
