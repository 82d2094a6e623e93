import { describe, expect, it } from "vitest";
import { hashedUserData, normaliseEmail, normalisePhone, sha256Hex } from "./enhanced-conversions";

describe("enhanced conversions' user data", () => {
  it("normalises e-mail as Google asks: lower case, trimmed, Gmail's dots dropped", () => {
    expect(normaliseEmail("  Priya.Reddy@Example.com ")).toBe("priya.reddy@example.com");
    expect(normaliseEmail("Priya.Reddy@GMail.com")).toBe("priyareddy@gmail.com");
  });

  it("writes phone numbers in E.164, an Indian mobile number with +91", () => {
    expect(normalisePhone("98765 43210")).toBe("+919876543210");
    expect(normalisePhone("+91 98765-43210")).toBe("+919876543210");
    expect(normalisePhone("+1 (212) 555-0100")).toBe("+12125550100");
    expect(normalisePhone("")).toBe("");
  });

  it("hashes with SHA-256 in hex", async () => {
    // The FIPS 180-2 test vector for "abc".
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("leaves out what the enquiry did not give", async () => {
    const data = await hashedUserData({ email: "", phone: "98765 43210" });
    expect(data).toEqual({ sha256_phone_number: await sha256Hex("+919876543210") });
  });
});
