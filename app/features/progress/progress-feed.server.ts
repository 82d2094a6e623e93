import { Feed } from "feed";
import type { ProgressUpdate } from "#content/progress.server.ts";
import type { TowerProgress } from "#content/schema.ts";

/**
 * The Atom feed of the construction updates (/progress/feed.xml), served by app/endpoints/progress-feed.ts
 * from the same updates as /progress: one entry per update, linking to its place on the page. Pure, so
 * progress-feed.server.test.ts can parse what it writes.
 */

export type ProgressFeedInput = {
  /** Newest first, as content/progress.server.ts gives them. */
  updates: readonly ProgressUpdate[];
  /** The site's public address (content/site.yaml). */
  siteUrl: string;
  /** /progress, and an update's place on it (app/utils/paths.ts). */
  pagePath: string;
  updatePath: (isoDate: string) => string;
  feedPath: string;
  title: string;
  description: string;
  author: string;
  rights: string;
  entryTitle: (month: string) => string;
  /** "Tower A: Flooring and finishes, 83% done". */
  towerLine: (tower: TowerProgress) => string;
  /** The path of the file an update's photo is shown from. */
  imageUrl: (image: string) => string;
};

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** An update's day as a time: midnight UTC, as the pages read its date (content/markdown.server.ts). */
const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function buildProgressFeed(input: ProgressFeedInput): string {
  const absolute = (path: string) => new URL(path, input.siteUrl).href;
  const [latest] = input.updates;
  if (!latest) throw new Error("content/progress/en has no update: the feed needs one");
  const feed = new Feed({
    id: absolute(input.pagePath),
    link: absolute(input.pagePath),
    feedLinks: { atom: absolute(input.feedPath) },
    title: input.title,
    description: input.description,
    author: { name: input.author },
    copyright: input.rights,
    updated: dayOf(latest.isoDate),
    generator: false,
  });
  for (const update of input.updates) {
    const towers = update.towers.map((tower) => `<li>${escapeHtml(input.towerLine(tower))}</li>`).join("");
    const photos = update.photos
      .map((photo) => `<p><img src="${absolute(input.imageUrl(photo.image))}" alt="${escapeHtml(photo.alt)}"></p>`)
      .join("");
    feed.addItem({
      // Atom's entry titles are HTML here (the library writes type="html").
      title: escapeHtml(input.entryTitle(update.month)),
      id: absolute(input.updatePath(update.isoDate)),
      link: absolute(input.updatePath(update.isoDate)),
      date: dayOf(update.isoDate),
      content: `<ul>${towers}</ul>${update.html}${photos}`,
    });
  }
  return feed.atom1();
}
