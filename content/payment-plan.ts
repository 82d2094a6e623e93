import { corpusFundWith, instalments, leviesWith } from "./generated/payment-plan";
import type { PaymentPlan } from "./schema";

/**
 * The construction-linked payment plan (content/payment-plan.yaml), the same for every flat. Checked by
 * PaymentPlanFileSchema when content/compile.ts wrote the module (shares adding up to 100%, stages in order), which
 * is typed from it.
 */
export const paymentPlan: Omit<PaymentPlan, "sample"> = { instalments, corpusFundWith, leviesWith };
