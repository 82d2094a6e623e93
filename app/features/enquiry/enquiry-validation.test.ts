import { describe, expect, it } from "vitest";
import { enquiryContent } from "#content/enquiry.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { validateEnquiry } from "./enquiry-validation";

const { enquiry } = enquiryContent(wordsIn("en"));

describe("validateEnquiry", () => {
  it("passes a complete enquiry", () => {
    expect(
      validateEnquiry({ name: "Priya Reddy", phone: "98765 43210", email: "priya@example.com" }, enquiry.errors),
    ).toEqual({});
  });

  it("names every missing or malformed field", () => {
    const errors = validateEnquiry({ name: " ", phone: "12345", email: "priya@" }, enquiry.errors);
    expect(errors).toEqual({ name: enquiry.errors.name, phone: enquiry.errors.phone, email: enquiry.errors.email });
  });
});
