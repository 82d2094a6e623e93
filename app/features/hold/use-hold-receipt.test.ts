import { describe, expect, it } from "vitest";
import { readReceiptQuery } from "./use-hold-receipt";

describe("the receipt page's query", () => {
  it("names the hold by ?id=", () => {
    expect(readReceiptQuery("?id=A-302.3f9c")).toEqual({ id: "A-302.3f9c", paymentStatus: null, paymentId: null });
  });

  it("names it by Razorpay's callback, with how the payment went", () => {
    const query =
      "?razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_1&razorpay_payment_link_reference_id=A-302.3f9c" +
      "&razorpay_payment_link_status=paid&razorpay_signature=ab";
    expect(readReceiptQuery(query)).toEqual({ id: "A-302.3f9c", paymentStatus: "paid", paymentId: "pay_1" });
  });

  it("names none when neither is there", () => {
    expect(readReceiptQuery("?id=").id).toBeNull();
    expect(readReceiptQuery("").id).toBeNull();
  });
});
