import { corpusFundWith, instalments, leviesWith } from "./generated/payment-plan";
import type { PaymentPlan } from "./schema";

/**
 * The construction-linked payment plan (content/payment-plan.yaml), the same for every flat. Checked by
 * PaymentPlanFileSchema when content/compile.ts wrote the module (shares adding up to 100%, stages in order); its
 * JSON types each `due` as a string, hence the cast.
 */
export const paymentPlan = { instalments, corpusFundWith, leviesWith } as Omit<PaymentPlan, "sample">;
