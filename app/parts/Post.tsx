import { PostArticle } from "~/features/blog/post-article";
import { PostNotFound } from "~/features/blog/post-not-found";
import { withWords } from "./with-words";

export const Post = withWords(PostArticle, "Post");
export const NoPost = withWords(PostNotFound, "NoPost");
