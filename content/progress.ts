import type { z } from "zod";
import {
  dialogTitle,
  eyebrow,
  feed as feedData,
  heading,
  intro,
  lastUpdated as lastUpdatedData,
  meta,
  percent as percentData,
  rera,
  stages as stagesData,
  teaser as teaserData,
  tower as towerData,
  towersHeading,
  updatesHeading,
  updateTowersLabel,
  visit,
} from "./generated/progress-texts";
import type { ProgressFileSchema } from "./schema";
import { fillValues } from "./values";

type Texts = z.output<typeof ProgressFileSchema>;

// The words of /progress, its feed and the home page's teaser, from content/en/progress-texts.yaml; the updates
// themselves are Markdown files read at build time (content/progress.server.ts). Each group is its own
// export, so the home page's script carries only the teaser's words.

/** A tower's name, stage and share of the work, as the bars show them. */
export const towerWords = {
  name: (letter: string) => fillValues(towerData, { tower: letter }),
  percent: (value: number) => fillValues(percentData, { percent: value }),
  stages: stagesData satisfies Texts["stages"],
};

/** "Last updated 10 November 2026". */
export const lastUpdated = (date: string) => fillValues(lastUpdatedData, { date });

/** The newest update on the home page. */
export const progressTeaser: Texts["teaser"] = teaserData;

/** The rest of /progress. */
export const progressPage = {
  meta: meta satisfies Texts["meta"],
  eyebrow,
  heading,
  intro,
  towersHeading,
  rera: rera satisfies Texts["rera"],
  feedLink: feedData.link,
  updatesHeading,
  updateTowersLabel,
  dialogTitle,
  visit: visit satisfies Texts["visit"],
};

/** The Atom feed's words (scripts/build/progress-feed.ts). */
export const feedWords = {
  title: feedData.title,
  entryTitle: (month: string) => fillValues(feedData.entryTitle, { month }),
};
