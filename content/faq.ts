import type { z } from "zod";
import type { FaqSchema } from "./schema";
import type { Words } from "./words";

/** FAQ (#enquire), from content/en/faq.yaml: shown as an accordion and as FAQPage structured data. */
export function faqContent(words: Words) {
  const faqs: z.output<typeof FaqSchema>[] = words.faq.faqs;
  return { faqs };
}
