import type { z } from "zod";
import data from "./generated/enquiry";
import type { EnquiryFileSchema } from "./schema";

const enquiryData: z.output<typeof EnquiryFileSchema> = data;
const [noticeBefore = "", noticeAfter = ""] = enquiryData.consent.notice.split("{link}");

/** The enquiry forms' words, from content/en/enquiry.yaml: labels, errors, consent texts and outcomes. */
export const enquiry = {
  ...enquiryData,
  consent: {
    ...enquiryData.consent,
    /** The privacy notice around its link to the privacy policy. */
    notice: { before: noticeBefore, after: noticeAfter },
  },
};
