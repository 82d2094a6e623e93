import type { Words } from "./words";

/** The enquiry confirmation page (/thank-you), from content/en/thank-you.yaml. */
export function thankYouContent({ thankYou }: Words) {
  return {
    thankYou: {
      ...thankYou,
      /** Shown above the heading when the stored enquiry record holds a name. */
      greeting: (firstName: string) => thankYou.greeting.replace("{firstName}", firstName),
      /** Shown when the enquiry was about one flat. */
      flatLine: (unit: string, price: string) => thankYou.flatLine.replace("{unit}", unit).replace("{price}", price),
    },
  };
}
