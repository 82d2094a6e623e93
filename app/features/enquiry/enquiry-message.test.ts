import { describe, expect, it } from "vitest";
import { enquiryContent } from "#content/enquiry.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { enquiryMessage } from "./enquiry-message";

const { enquiry } = enquiryContent(wordsIn("en"));

const input = {
  name: "  Lakshmi Devi ",
  phone: "98480 12345",
  email: "lakshmi@example.com",
  flatType: "3BHK" as const,
  marketingConsent: false,
};

describe("enquiryMessage", () => {
  it("writes what the visitor typed into the message, trimmed, with the flat type in words", () => {
    const { text, subject } = enquiryMessage(input, enquiry);
    for (const typed of ["Lakshmi Devi", "98480 12345", "lakshmi@example.com", enquiry.form.threeBhk]) {
      expect(text).toContain(typed);
    }
    expect(text).not.toMatch(/\{\w+\}/);
    expect(subject).toContain("Lakshmi Devi");
    expect(subject).not.toMatch(/\{\w+\}/);
  });

  it("names the flat and its price when the enquiry is about one", () => {
    const { text } = enquiryMessage(input, enquiry, { unit: "A-302", price: "₹ 78,40,000" });
    expect(text).toContain("A-302");
    expect(text).toContain("₹ 78,40,000");
    expect(enquiryMessage(input, enquiry).text).not.toContain("A-302");
  });
});
