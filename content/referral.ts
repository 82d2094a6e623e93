import type { z } from "zod";
import type { ReferralFileSchema } from "./schema";
import type { Words } from "./words";

/**
 * The words of /refer (content/en/referral.yaml): the page, the referral form, and the reward if the builder offers
 * one. Checked by ReferralFileSchema when content/compile.ts wrote the module.
 */
export function referralContent(words: Words) {
  const referralPage: Omit<z.output<typeof ReferralFileSchema>, "sample"> = words.referral;
  return { referralPage };
}
