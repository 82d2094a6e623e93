import type { z } from "zod";
import { facts, floorsShortText, landAreaText, sizeRangeShortText, towersAndFloorsText } from "./facts";
import type { HighlightSchema, TitledImage, ValueSchema } from "./schema";
import { site } from "./site";

/** About section (#about): carousel, highlights, mission and values. */

export const aboutIntro = {
  heading: `About ${site.projectName}`,
  text: `${site.projectName} is a gated community of ${facts.apartments} 2 and 3 BHK apartments on ${landAreaText} in ${site.address.locality}: ${towersAndFloorsText}, with parking on the stilt level and homes from ${facts.sizeRange.min} to ${facts.sizeRange.max} sq ft on the floors above. It is built by ${site.builderName}, who have been building homes in ${site.address.locality} for more than ${facts.experienceYears} years and hand every buyer the same things: clear documents, a RERA-registered project and specifications written down before the first brick is laid.`,
};

export const aboutSlides = [
  {
    title: "Luxury Apartments",
    image: "about/luxury-apartments.jpg",
    description: `${facts.towers} towers of ${floorsShortText} around a landscaped central court.`,
    alt: `Artist's impression of the ${site.projectName} towers seen across the landscaped central court`,
  },
  {
    title: "Premium Apartments",
    image: "about/premium-apartments.jpg",
    description: "Wide living rooms with large windows and vitrified tile floors.",
    alt: "Artist's impression of a bright living and dining room with a balcony door and vitrified floor",
  },
  {
    title: "World class BedRoom",
    image: "about/world-class-bedroom.jpg",
    description: "Master bedrooms with an attached bath and a balcony of their own.",
    alt: "Artist's impression of a master bedroom with a double bed, wardrobe and a door to the balcony",
  },
] satisfies TitledImage[];

export const highlights = [
  {
    title: "Prime Location",
    value: `${facts.driveMinutesHome} min to ${facts.capitalName}`,
    detail: `In ${site.address.locality}, with schools, hospitals and the railway junction a short drive away.`,
  },
  {
    title: "Apartments sizes",
    value: sizeRangeShortText,
    detail: "Spacious 2 and 3 BHK homes, each with at least two balconies.",
  },
  {
    title: "Towers And floors",
    value: `${facts.towers} towers, ${floorsShortText}`,
    detail: `${facts.apartments} apartments in all, with stilt parking on the ground level.`,
  },
  {
    title: "Total Land Area",
    value: landAreaText,
    detail: "A walled, gated campus with one guarded entrance and open, landscaped space inside.",
  },
] satisfies z.input<typeof HighlightSchema>[];

export const mission = {
  heading: "Our Mission",
  text: `To build homes in ${site.address.locality} that families are proud to live in for decades: honest in what they promise, careful in how they are built and fairly priced. For more than ${facts.experienceYears} years ${site.builderName} has kept to that, one project at a time, and ${site.projectName} is built the same way.`,
};

export const values = [
  {
    title: "Integrity",
    description:
      "Clear prices, clear documents and a RERA-registered project. What we show you in the brochure is what we build.",
  },
  {
    title: "Quality Without Compromise",
    description:
      "Earthquake-resistant RCC frames, branded fittings and site engineers who check every stage before the next begins.",
  },
  {
    title: "Sustainability & Responsibility",
    description:
      "Rainwater harvesting, a sewage treatment plant that waters the gardens, LED common lighting and homes planned for daylight and cross-ventilation.",
  },
  {
    title: "Community & Belonging",
    description:
      "A clubhouse, play areas and gardens where neighbours meet, in a gated community small enough to know one another.",
  },
] satisfies z.input<typeof ValueSchema>[];
