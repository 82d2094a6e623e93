import { BlogPage } from "~/pages/blog";
import { withWords } from "./with-words";

export const Blog = withWords(BlogPage, "Blog");
