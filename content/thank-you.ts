import { site } from "./site";

/** The enquiry confirmation page (/thank-you). */
export const thankYou = {
  heading: "Thank You!",
  /** The confirmation text of docs/product.md; the page appends the project name. */
  text: "We've received your enquiry and will get back to you shortly. Our team is excited to help you find your dream home at",
  /** Shown above the heading when the stored enquiry record holds a name. */
  greeting: (firstName: string) => `Hello, ${firstName}!`,
  nextStepsHeading: "What happens next",
  nextSteps: [
    {
      title: "A call from our sales team",
      description: `Within one working day, a ${site.projectName} advisor calls you to understand what you are looking for.`,
    },
    {
      title: "Brochure and price sheet on WhatsApp",
      description:
        "We send you the brochure, the floor plans and the current price sheet, so you can compare at leisure.",
    },
    {
      title: "A site visit when it suits you",
      description: `We fix a time convenient for you and your family to walk the site and the model flat in ${site.address.locality}.`,
    },
  ],
  contactHeading: "Can't wait? Talk to us now",
  returnLabel: "Return to Homepage",
};
