import { PostLoadingStatus } from "#app/features/blog/post-loading-status.tsx";
import { withWords } from "./with-words";

/** 'Loading post...', rendered as HTML in the page's language; PostLoadingScript.ts shows it. */
export const PostLoading = withWords(PostLoadingStatus, "PostLoading");
