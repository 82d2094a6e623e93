import type { z } from "zod";
import type { EnquiryFileSchema } from "./schema";
import type { Words } from "./words";

/** The enquiry forms' words, from content/en/enquiry.yaml: labels, errors, consent texts and outcomes. */
export function enquiryContent(words: Words) {
  const file: z.output<typeof EnquiryFileSchema> = words.enquiry;
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
