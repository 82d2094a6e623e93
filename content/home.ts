import type { z } from "zod";
import { facts, landAreaText, sizeRangeText } from "./facts";
import type { FeatureSchema } from "./schema";
import { site } from "./site";

/** Home page: hero (#home), banner, contact (#contact) and the enquiry area (#enquire). */

export const hero = {
  eyebrow: `Gated community · ${site.address.locality}, ${site.address.region}`,
  headline: `2 & 3 BHK Gated Community Apartments in ${site.address.locality}`,
  /** Shown on medium and larger screens. */
  welcome: `Welcome to ${site.projectName}`,
  subline: `2 and 3 BHK homes of ${sizeRangeText} on ${landAreaText}, ${facts.driveMinutesHome} minutes from ${facts.capitalName}.`,
  poster: "hero/hero-poster.jpg",
  posterAlt: `Artist's impression of the ${facts.towers} ${site.projectName} towers at dusk, lit balconies above a landscaped entrance court`,
  video: { webm: "hero/hero-loop.webm", mp4: "hero/hero-loop.mp4" },
  music: "hero/music-loop.mp3",
};

export const banner = {
  headline: "Where Every Brick Tells a Story of Comfort",
  text: `${site.builderName} has spent more than ${facts.experienceYears} years building homes in ${site.address.locality}. At ${site.projectName} that experience goes into ${facts.apartments} apartments planned for light, air and everyday ease, inside a gated community your family can grow up in.`,
  cards: [
    {
      title: "Vastu-aligned homes",
      description:
        "East-facing entrances in most plans, kitchens in the south-east and master bedrooms in the south-west.",
    },
    {
      title: "Light and cross-ventilation",
      description:
        "Every apartment has at least two balconies and windows on more than one side, so rooms stay bright and cool.",
    },
    {
      title: "Safe, gated living",
      description:
        "One guarded entrance, CCTV in common areas and stilt parking, with the play area in view of the clubhouse.",
    },
  ] satisfies z.input<typeof FeatureSchema>[],
};

export const contact = {
  heading: "Visit Us",
  text: `Walk through the site, see the construction and the finishes for yourself, and talk to our team about plans, prices and loans. Call ahead and we will keep a sales manager free for you.`,
  officeHours: "Site office open every day, 9:30 am to 7:00 pm",
};

export const enquire = {
  heading: "Enquire Now",
  text: `Tell us which home you are looking for and we will send you the price sheet, the floor plans and the brochure for ${site.projectName}, and call you back to answer your questions.`,
  faqHeading: "Frequently Asked Questions",
};
