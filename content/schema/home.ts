import { z } from "zod";
import {
  eyebrow,
  FeatureSchema,
  headed,
  itemId,
  itemList,
  mediaFile,
  mediaPath,
  pageMeta,
  sectionHeading,
  spoken,
  text,
  type TitledImage,
  TitledImageSchema,
} from "./blocks";

/**
 * The home page's sections: the banner, about, amenities and specifications, the layout maps and the FAQ
 * (content/en/home.yaml, about.yaml, amenities.yaml, layout-maps.yaml, faq.yaml).
 */

export type Amenity = TitledImage;

const SpecGroupSchema = z.object({ id: itemId, title: text, items: z.array(text).min(1) }).strict();
const FaqSchema = z.object({ id: itemId, question: text, answer: text }).strict();
const HighlightSchema = z.object({ id: itemId, title: text, value: text, detail: text }).strict();
const ValueSchema = z.object({ id: itemId, title: text, description: text }).strict();

export const HomeFileSchema = z
  .object({
    meta: z
      .object({
        title: pageMeta.shape.title,
        residenceDescription: text.describe(
          "Describes the project to search engines (structured data), after the tagline (content/en/site-texts.yaml)",
        ),
      })
      .strict()
      .describe("The page's description in search results is the hero's subline"),
    hero: z
      .object({
        eyebrow: text,
        headline: text,
        welcome: text.describe("Shown on tablets and larger screens"),
        subline: text,
        poster: mediaPath,
        posterAlt: text,
        video: z.object({ webm: mediaFile, mp4: mediaFile }).strict(),
        music: mediaFile,
        floorPlansLabel: text.describe("The button beside Enquire Now, shown on tablets and larger screens"),
        musicPlay: spoken("The music button, while the music is off"),
        musicPause: spoken("The music button, while the music plays"),
      })
      .strict(),
    banner: z.object({ headline: text, text, cards: itemList(FeatureSchema).length(3) }).strict(),
    contact: headed
      .extend({
        eyebrow,
        officeLabel: text.describe(
          "The heading above the office hours (the hours are written from Site visit settings)",
        ),
        directions: text.describe("The button that opens the site in Google Maps"),
        directionsHint: spoken("Said after the directions button"),
      })
      .strict(),
    enquire: headed.extend({ eyebrow, faqHeading: text }).strict(),
    floatingBar: z
      .object({
        brochure: text,
        brochureHint: spoken("Said after the brochure button"),
        chat: text,
        chatHint: spoken("Said after the chat button"),
        opening: text.describe("Shown for a moment after the brochure button is pressed"),
      })
      .strict()
      .describe("The two buttons that stay at the bottom of the screen"),
  })
  .strict();

export const AboutFileSchema = z
  .object({
    intro: headed.extend({ eyebrow }).strict(),
    slidesLabel: spoken("Names the photo carousel"),
    slides: itemList(TitledImageSchema).min(1),
    highlights: itemList(HighlightSchema).length(4),
    mission: headed,
    valuesHeading: text,
    values: itemList(ValueSchema).min(1),
  })
  .strict();

export const AmenitiesFileSchema = z
  .object({
    section: sectionHeading.extend({ dialogTitle: spoken("Names the enlarged view when no amenity is open") }).strict(),
    amenities: itemList(TitledImageSchema).min(1),
    specifications: z.object({ heading: text, intro: text, groups: itemList(SpecGroupSchema).min(1) }).strict(),
  })
  .strict();

export const LayoutMapsFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        carouselLabel: spoken("Names the carousel of maps"),
        dialogTitle: spoken("Names the enlarged view when no map is open"),
      })
      .strict(),
    maps: itemList(TitledImageSchema).min(1),
  })
  .strict();

export const FaqFileSchema = z.object({ faqs: itemList(FaqSchema).min(1) }).strict();
