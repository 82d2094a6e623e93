import data from "./generated/thank-you";

/** The enquiry confirmation page (/thank-you), from content/en/thank-you.yaml. */
export const thankYou = {
  ...data,
  /** Shown above the heading when the stored enquiry record holds a name. */
  greeting: (firstName: string) => data.greeting.replace("{firstName}", firstName),
  /** Shown when the enquiry was about one flat. */
  flatLine: (unit: string, price: string) => data.flatLine.replace("{unit}", unit).replace("{price}", price),
};
