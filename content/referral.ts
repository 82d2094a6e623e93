import type { z } from "zod";
import words from "./generated/referral";
import type { ReferralFileSchema } from "./schema";

/**
 * The words of /refer (content/en/referral.yaml): the page, the referral form, and the reward if the builder offers
 * one. Checked by ReferralFileSchema when content/compile.ts wrote the module.
 */
export const referralPage: Omit<z.output<typeof ReferralFileSchema>, "sample"> = words;
