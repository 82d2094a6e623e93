import type { Words } from "./words";

/** The page shown for an address that does not exist, from content/en/not-found.yaml. */
export function notFoundContent(words: Words) {
  const notFound = words.notFound;
  return { notFound };
}
