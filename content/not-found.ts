import type { z } from "zod";
import data from "./generated/not-found";
import type { NotFoundFileSchema } from "./schema";

/** The page shown for an address that does not exist, from content/en/not-found.yaml. */
export const notFound: z.output<typeof NotFoundFileSchema> = data;
