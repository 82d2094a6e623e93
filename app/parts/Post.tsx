import { PostArticle } from "#app/features/blog/post-article.tsx";
import { PostNotFound } from "#app/features/blog/post-not-found.tsx";
import { withWords } from "./with-words";

export const Post = withWords(PostArticle, "Post");
export const NoPost = withWords(PostNotFound, "NoPost");
