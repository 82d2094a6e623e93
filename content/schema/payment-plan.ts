import { z } from "zod";
import { INSTALMENT_DUES } from "#content/progress-stages.ts";
import { refuseRepeats } from "./blocks";

/**
 * The payment schedule (content/payment-plan.yaml): a construction-linked plan, the same for every flat, each
 * instalment a share of the flat's price falling due at booking, at the agreement or when the tower reaches a
 * stage of /progress. Each flat's page works it out in rupees (app/features/flats/payment-schedule.ts).
 */

const instalmentDue = z
  .enum(INSTALMENT_DUES)
  .describe(
    "booking, agreement, or the stage of /progress the tower reaches: excavation, foundation, slab-1 to slab-5, roof, masonry, plastering, finishing, complete (possession)",
  );

export const PaymentPlanFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while this plan is a placeholder: the build says so until the real one is in. Off once it is"),
    instalments: z
      .array(
        z
          .object({
            due: instalmentDue,
            percent: z
              .number()
              .positive("Expected a share above 0")
              .max(100)
              .multipleOf(0.01, "Expected at most two decimals")
              .describe("Its share of the price before GST, in %; all the shares add up to 100"),
          })
          .strict(),
      )
      .min(1)
      .describe("Each instalment in the order it falls due; GST is paid with each, on its share"),
    corpusFundWith: instalmentDue.describe(
      "The instalment the corpus fund is paid with (it carries no GST); one of the instalments above",
    ),
    leviesWith: instalmentDue.describe(
      "The instalment the stamp duty, transfer duty and registration fee are paid with: when the sale deed is registered",
    ),
  })
  .strict()
  .superRefine((plan, context) => {
    const dues = plan.instalments.map((instalment) => instalment.due);
    refuseRepeats(context, "instalments", plan.instalments, "due");
    plan.instalments.forEach((instalment, index) => {
      if (index > 0 && INSTALMENT_DUES.indexOf(instalment.due) < INSTALMENT_DUES.indexOf(dues[index - 1]!)) {
        context.addIssue({
          code: "custom",
          path: ["instalments", index, "due"],
          message: `${instalment.due} comes before ${dues[index - 1]}: list the instalments in the order they fall due`,
        });
      }
    });
    // In hundredths of a percent, so 33.33 + 33.33 + 33.34 adds up exactly.
    const total = plan.instalments.reduce((sum, instalment) => sum + Math.round(instalment.percent * 100), 0);
    if (total !== 100_00) {
      context.addIssue({
        code: "custom",
        path: ["instalments"],
        message: `The shares add up to ${total / 100}%, not 100%`,
      });
    }
    for (const field of ["corpusFundWith", "leviesWith"] as const) {
      if (!dues.includes(plan[field])) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: `No instalment falls due at ${plan[field]}: name one of ${dues.join(", ")}`,
        });
      }
    }
  });
export type PaymentPlan = z.output<typeof PaymentPlanFileSchema>;
