import type { z } from "zod";
import data from "./generated/blog";
import type { BlogFileSchema } from "./schema";
import { fillValues } from "./values";

const blogData: z.output<typeof BlogFileSchema> = data;

/** The blog's words, from content/en/blog.yaml: the /blog heading and the words around each post. */
export const blog = {
  ...blogData,
  readingTime: (minutes: number) => fillValues(blogData.readingTime, { minutes }),
  byline: (author: string) => fillValues(blogData.byline, { author }),
};
