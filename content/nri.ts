import type { z } from "zod";
import type { NriFileSchema } from "./schema";
import type { Words } from "./words";

/**
 * The words of /nri (content/en/nri.yaml): the rules for an NRI buyer, dated, with their sources, and what a bank
 * asks of an NRI for a home loan. Checked by NriFileSchema when content/compile.ts wrote the module.
 */
export function nriContent(words: Words) {
  const nriPage: Omit<z.output<typeof NriFileSchema>, "sample"> = words.nri;
  return { nriPage };
}
