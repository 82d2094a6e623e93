import type { Words } from "./words";

/** FAQ (#enquire), from content/en/faq.yaml: shown as an accordion and as FAQPage structured data. */
export function faqContent(words: Words) {
  const faqs = words.faq.faqs;
  return { faqs };
}
