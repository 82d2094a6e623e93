import { PostArticle } from "~/features/blog/post-article";
import { PostNotFound } from "~/features/blog/post-not-found";
import { withWords } from "./with-words";

export const Post = await withWords(PostArticle, "Post");
export const NoPost = await withWords(PostNotFound, "NoPost");
