import type { z } from "zod";
import { facts, floorRiseText, priceFromText, sizeRangeText, typicalPriceText } from "./facts";
import type { FaqSchema } from "./schema";
import { site } from "./site";

/** FAQ (#enquire): five questions, shown as an accordion and as FAQPage structured data. */
export const faqs = [
  {
    question: `Is ${site.projectName} RERA registered?`,
    answer: `Yes. ${site.projectName} is registered with the ${site.rera.authority} under registration number ${site.rera.number}. You can check the registration, the approved plans and the quarterly progress reports on the authority's website, ${site.rera.url}.`,
  },
  {
    question: "What sizes are available and what do they cost?",
    answer: `There are 2 and 3 BHK apartments from ${sizeRangeText} (super built-up area). Prices start from ${priceFromText}, and a typical 2 BHK costs around ${typicalPriceText}. A floor rise of ${floorRiseText} applies on the higher floors, and GST, registration and stamp duty are extra. Ask our sales team for the current price sheet of the plan and floor you like.`,
  },
  {
    question: "What is the construction status, and when is possession?",
    answer: `The project is under construction. The completion date is the one committed in the RERA registration (${site.rera.number}), where progress is also reported every quarter. Photos of the latest work are in the construction section of our gallery, and our site team will gladly walk you through the towers.`,
  },
  {
    question: "Can I get a home loan for an apartment here?",
    answer: `Yes. Home loans for ${site.projectName} are available from major banks and housing finance companies. Our team gives you the RERA certificate, approved plans and title documents your bank asks for, and helps you through the application up to disbursement.`,
  },
  {
    question: `Where is ${site.projectName}, and how do I visit the site?`,
    answer: `The project is at ${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.region}, about ${facts.driveMinutesHome} minutes' drive from ${facts.capitalName}. To book a visit, call ${site.phones.map((phone) => phone.display).join(" or ")}, or message us on WhatsApp at ${site.whatsapp.display}; a sales manager will show you the site, the construction and the finishes.`,
  },
] satisfies z.input<typeof FaqSchema>[];
