import { describe, expect, it } from "vitest";
import { enquiry } from "@content/enquiry";
import { validateEnquiry } from "./enquiry-validation";

describe("validateEnquiry", () => {
  it("passes a complete enquiry", () => {
    expect(validateEnquiry({ name: "Priya Reddy", phone: "98765 43210", email: "priya@example.com" })).toEqual({});
  });

  it("names every missing or malformed field", () => {
    const errors = validateEnquiry({ name: " ", phone: "12345", email: "priya@" });
    expect(errors).toEqual({ name: enquiry.errors.name, phone: enquiry.errors.phone, email: enquiry.errors.email });
  });
});
