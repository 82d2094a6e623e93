import type { z } from "zod";
import { faqs as faqsData } from "./generated/faq";
import type { FaqSchema } from "./schema";

/** FAQ (#enquire), from content/en/faq.yaml: shown as an accordion and as FAQPage structured data. */
export const faqs: z.output<typeof FaqSchema>[] = faqsData;
