import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { withWords } from "../with-words";

export const PostLoading = await withWords(PostLoadingStatus, ["blog"]);
