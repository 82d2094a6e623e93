import { rupee } from "./theme";

/**
 * The brochure's own words: section labels, table captions and the legal notice.
 * Nothing here names the project or states a figure; those come from content/.
 */
export const copy = {
  presents: "presents",
  reraNumber: (number: string) => `RERA No. ${number}`,
  /** Running heads of the inner pages. */
  sections: {
    about: "The Project",
    floorPlans: "Floor Plans",
    amenities: "Amenities & Specifications",
    contact: "Visit & Contact",
  },
  floorPlansNote: "Areas in sq ft. Super built-up area includes a proportionate share of common areas.",
  planDetails: {
    supBuiltUpArea: "Super built-up area",
    carpetArea: "Carpet area",
    bedrooms: "Bedrooms",
    bathrooms: "Bathrooms",
    balconies: "Balconies",
    floorRise: "Floor rise per floor",
  },
  contact: {
    address: "Site & sales office",
    phones: "Call",
    whatsapp: "WhatsApp",
    email: "E-mail",
    web: "Website",
    rera: "RERA registration",
  },
  disclaimer: (authority: string) =>
    `All images are artist's impressions; specifications and plans are indicative and subject to change as approved by the authorities. This brochure is not a legal offering and does not form part of any agreement: the agreement of sale and the project's registration with the ${authority} prevail. Prices and availability are confirmed at booking.`,
} as const;

export const sqft = (area: number) => `${area} sq ft`;

/** The value beside "Floor rise per floor". */
export const floorRise = (amount: number) => `${rupee} ${amount} per sq ft`;
