import type { Words } from "./words";

/** The enquiry forms' words, from content/en/enquiry.yaml: labels, errors, consent texts and outcomes. */
export function enquiryContent(words: Words) {
  const file = words.enquiry;
  const [before = "", after = ""] = file.consent.notice.split("{link}");
  return {
    enquiry: {
      ...file,
      consent: {
        ...file.consent,
        /** The privacy notice around its link to the privacy policy. */
        notice: { before, after },
      },
    },
  };
}
