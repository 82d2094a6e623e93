import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { withWords } from "./with-words";

/** 'Loading post...', rendered as HTML in the page's language; PostLoadingScript.ts shows it. */
export const PostLoading = withWords(PostLoadingStatus, "PostLoading");
