import { z } from "zod";
import {
  eyebrow,
  FeatureSchema,
  headed,
  id,
  itemId,
  itemList,
  mediaFile,
  mediaPath,
  pageMeta,
  spoken,
  text,
  TitledImageSchema,
  withValues,
} from "./blocks";

/**
 * The campaign page (content/en/landing.yaml, /apartment-guntur).
 */

const labelledValue = z.object({ id: itemId, label: text, value: text }).strict();
export const LandingFileSchema = z
  .object({
    meta: z
      .object({ title: pageMeta.shape.title })
      .strict()
      .describe("The page's description in search results is the banner's subline"),
    header: z
      .object({
        navLabel: spoken("Names the header's links"),
        call: text.describe("The call button of the header on phones"),
        callHint: withValues("label").describe(
          "Said after the call button by screen readers; {label} is the first phone number's label in Site settings",
        ),
      })
      .strict()
      .describe("The header's links are in Menu labels"),
    hero: z
      .object({
        eyebrow: text,
        headline: text,
        subline: text,
        imageDesktop: mediaPath,
        imageMobile: mediaPath,
        alt: text,
        facts: itemList(labelledValue).length(6),
        brochureLabel: text.describe("The button that offers the brochure"),
      })
      .strict(),
    video: headed
      .extend({
        eyebrow,
        poster: mediaPath,
        posterAlt: text,
        webm: mediaFile,
        mp4: mediaFile,
        filmLabel: withValues("heading").describe("Names the film for screen readers; {heading} is the heading above"),
        play: text.describe("The button on the film while it is paused"),
        pause: text.describe("The button on the film while it plays"),
      })
      .strict(),
    features: z.object({ eyebrow, heading: text, items: itemList(FeatureSchema).min(1) }).strict(),
    location: headed
      .extend({ eyebrow })
      .strict()
      .describe("The places around the site, their map and drive times are in Location (content/landmarks.yaml)"),
    plans: z
      .object({
        eyebrow,
        heading: text,
        carouselLabel: spoken("Names the carousel of plans"),
        planTitle: withValues("type", "area").describe("A floor plan's slide's title, e.g. \"{type} {area} Sft\""),
        planAlt: withValues("type", "area").describe("What a floor plan's drawing shows, for screen readers"),
        slides: itemList(
          z
            .object({
              id: itemId,
              plan: id
                .optional()
                .describe(
                  "The floor plan this slide shows (an id of content/en/floor-plans.yaml): its drawing, type and " +
                    "area, and a link to its flats. Leave it out for a slide of its own (the master plan)",
                ),
              title: text.optional().describe("A slide of its own: its title (a plan's slide is named by its plan)"),
              image: mediaPath.optional().describe("A slide of its own: its picture"),
              alt: text.optional().describe("A slide of its own: what its picture shows, for screen readers"),
              description: text,
            })
            .strict(),
        ).min(1),
      })
      .strict()
      .superRefine(({ slides }, context) =>
        slides.forEach((slide, index) => {
          for (const field of ["title", "image", "alt"] as const) {
            if (slide.plan === undefined && slide[field] === undefined)
              context.addIssue({
                code: "custom",
                path: ["slides", index, field],
                message: `A slide without a plan needs its ${field}`,
              });
            if (slide.plan !== undefined && slide[field] !== undefined)
              context.addIssue({
                code: "custom",
                path: ["slides", index, field],
                message: `A plan's slide takes its ${field} from its plan (${slide.plan}): leave it out`,
              });
          }
        }),
      ),
    amenities: z.object({ eyebrow, heading: text, items: itemList(TitledImageSchema).min(1) }).strict(),
    contact: headed.extend({ eyebrow, subheading: text }).strict(),
    brochureModal: headed
      .extend({
        hurry: text.describe("Before the direct download link, under the form"),
        download: text.describe("The direct download link"),
      })
      .strict(),
    footer: z
      .object({
        contactHeading: text,
        copyEmail: spoken("Said after the e-mail address, which copies itself when pressed"),
        copied: text.describe("Shown for a moment once the e-mail address is copied"),
        reraHeading: text,
      })
      .strict(),
  })
  .strict();
