import type { z } from "zod";
import data from "./generated/offline";
import type { OfflineFileSchema } from "./schema";

/** The page shown when a page is neither online nor saved on the phone, from content/en/offline.yaml. */
export const offline: z.output<typeof OfflineFileSchema> = data;
