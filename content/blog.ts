import { fillValues } from "./values";
import type { Words } from "./words";

/** The blog's words, from content/en/blog.yaml: the /blog heading and the words around each post. */
export function blogContent(words: Words) {
  const file = words.blog;
  return {
    blog: {
      ...file,
      readingTime: (minutes: number) => fillValues(file.readingTime, { minutes }),
      byline: (author: string) => fillValues(file.byline, { author }),
    },
  };
}
