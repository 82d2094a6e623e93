import { fillValues } from "./values";
import type { Words } from "./words";

/**
 * The words of /progress, its feed and the home page's teaser, from content/en/progress-texts.yaml; the updates
 * themselves are Markdown files read at build time (content/progress.server.ts).
 */
export function progressContent(words: Words) {
  const texts = words.progressTexts;
  return {
    /** A tower's name, stage and share of the work, as the bars show them. */
    towerWords: {
      name: (letter: string) => fillValues(texts.tower, { tower: letter }),
      percent: (value: number) => fillValues(texts.percent, { percent: value }),
      stages: texts.stages,
    },
    /** "Last updated 10 November 2026". */
    lastUpdated: (date: string) => fillValues(texts.lastUpdated, { date }),
    /** The newest update on the home page. */
    progressTeaser: texts.teaser,
    /** The rest of /progress. */
    progressPage: {
      meta: texts.meta,
      eyebrow: texts.eyebrow,
      heading: texts.heading,
      intro: texts.intro,
      towersHeading: texts.towersHeading,
      rera: texts.rera,
      feedLink: texts.feed.link,
      updatesHeading: texts.updatesHeading,
      updateTowersLabel: texts.updateTowersLabel,
      dialogTitle: texts.dialogTitle,
      visit: texts.visit,
    },
    /** The Atom feed's words (app/features/progress/progress-feed.server.ts). */
    feedWords: {
      title: texts.feed.title,
      entryTitle: (month: string) => fillValues(texts.feed.entryTitle, { month }),
    },
  };
}
