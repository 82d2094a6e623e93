import { BlogPage } from "#app/pages/blog.tsx";
import { withWords } from "./with-words";

export const Blog = withWords(BlogPage, "Blog");
