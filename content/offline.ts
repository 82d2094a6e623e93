import type { z } from "zod";
import type { OfflineFileSchema } from "./schema";
import type { Words } from "./words";

/** The page shown when a page is neither online nor saved on the phone, from content/en/offline.yaml. */
export function offlineContent(words: Words) {
  const offline: z.output<typeof OfflineFileSchema> = words.offline;
  return { offline };
}
