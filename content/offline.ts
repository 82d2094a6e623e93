import type { Words } from "./words";

/** The page shown when a page is neither online nor saved on the phone, from content/en/offline.yaml. */
export function offlineContent(words: Words) {
  const offline = words.offline;
  return { offline };
}
