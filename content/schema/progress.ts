import { z } from "zod";
import { PROGRESS_STAGES, type ProgressStage } from "#content/progress-stages.ts";
import { eyebrow, headed, mediaPath, pageMeta, refuseRepeats, spoken, text, withValues } from "./blocks";
import { TOWERS } from "./flats";

/**
 * Construction progress: one Markdown file per monthly update (content/progress/en/<date>.md), its facts in
 * the front matter and its note in the body, and the words of /progress (content/en/progress-texts.yaml).
 * docs/decisions/0018-construction-progress.md.
 */

const TowerProgressSchema = z
  .object({
    tower: z.enum(TOWERS).describe("A or B"),
    stage: z
      .enum(PROGRESS_STAGES)
      .describe(
        "The work under way: excavation, foundation, slab-1 (over the stilt parking) to slab-5, roof, masonry, plastering, finishing; complete at the end",
      ),
    percent: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe("How much of the tower's work is done, 0 to 100: its progress bar. Never less than the update before"),
  })
  .strict();
export type TowerProgress = z.output<typeof TowerProgressSchema>;

export const ProgressFrontMatterSchema = z
  .object({
    date: z.coerce
      .date({ error: "Expected a date like 2026-11-10" })
      .describe("The day the site was checked; also the file's name. Updates are listed newest first"),
    towers: z
      .array(TowerProgressSchema)
      .length(TOWERS.length)
      .describe("Each tower once, with its stage and how much of it is done"),
    photos: z
      .array(
        z
          .object({
            image: mediaPath,
            alt: text.describe("What the photo shows, for screen readers; also its caption when enlarged"),
          })
          .strict(),
      )
      .min(1)
      .max(6)
      .describe("Photos taken on the day, the first one shown largest"),
  })
  .strict()
  .superRefine((update, context) => {
    refuseRepeats(context, "towers", update.towers, "tower", (tower) => `Tower ${tower.tower} is listed twice`);
    update.towers.forEach((tower, index) => {
      if ((tower.stage === "complete") !== (tower.percent === 100)) {
        context.addIssue({
          code: "custom",
          path: ["towers", index, "percent"],
          message: "A tower is 100% done exactly when its stage is complete",
        });
      }
    });
  });

/** The words of /progress, of its Atom feed and of the home page's teaser. */
export const ProgressFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    lastUpdated: withValues("date").describe("Under the heading; {date} is the newest update's date"),
    towersHeading: text.describe("Above the bars of the newest update"),
    tower: withValues("tower").describe("A tower's name; {tower} is its letter"),
    percent: withValues("percent").describe("Beside each bar; {percent} is the share of the work done"),
    stages: z
      .object(Object.fromEntries(PROGRESS_STAGES.map((stage) => [stage, text])) as Record<ProgressStage, typeof text>)
      .strict()
      .describe("What each stage of a tower is called"),
    rera: z
      .object({
        heading: text,
        text: text.describe("Says where the authority publishes the project's registration and quarterly reports"),
        link: text.describe("The link to the authority's website"),
      })
      .strict(),
    feed: z
      .object({
        link: text.describe("The link to the Atom feed on /progress, for feed readers"),
        title: text.describe("The feed's name in a feed reader"),
        entryTitle: withValues("month").describe(
          "Each update's title in the feed; {month} is its month, e.g. November 2026",
        ),
      })
      .strict(),
    updatesHeading: text,
    updateTowersLabel: spoken("Names the bars of one update"),
    dialogTitle: spoken("Names the enlarged photo when none is open"),
    visit: headed.describe(
      "At the foot of /progress: an invitation to see the site, above the call and WhatsApp buttons",
    ),
    teaser: z
      .object({
        eyebrow,
        heading: text,
        link: text.describe("The link to /progress"),
      })
      .strict()
      .describe("The newest update on the home page"),
  })
  .strict();
