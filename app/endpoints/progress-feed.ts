// The Atom feed of the construction updates in each language, beside the page that lists them (whose head links it):
// /progress/feed.xml and /te/progress/feed.xml (astro.config.mjs injects this route).
import type { APIRoute } from "astro";
import { buildProgressFeed } from "#app/features/progress/progress-feed.server.ts";
import { getImage } from "#app/utils/media.ts";
import { href, progressFeedPath, progressUpdatePath } from "#app/utils/paths.ts";
import { languageOf, languages } from "#content/languages.ts";
import { languageContent } from "#content/page-language.ts";
import { getProgressUpdates } from "#content/progress.server.ts";
import { progressContent } from "#content/progress.ts";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { wordsIn } from "#content/words-in.server.ts";

export function getStaticPaths() {
  return languages.map((language) => ({
    params: { lang: language.prefix.slice(1) || undefined },
    props: { lang: language.code },
  }));
}

export const GET: APIRoute<{ lang: string }> = ({ props }) => {
  const language = languageOf(props.lang);
  const words = wordsIn(language.code);
  const { localePath } = languageContent(words);
  const { feedWords, progressPage, towerWords } = progressContent(words);
  const { footer } = uiContent(words);
  const updates = getProgressUpdates(language);
  const newestYear = Number(updates[0]?.isoDate.slice(0, 4));
  const feed = buildProgressFeed({
    updates,
    siteUrl: siteSettings.url,
    pagePath: localePath(href("/progress")),
    updatePath: (isoDate) => localePath(progressUpdatePath(isoDate)),
    feedPath: progressFeedPath(language),
    title: feedWords.title,
    description: progressPage.meta.description,
    author: siteSettings.builderName,
    rights: footer.copyright(newestYear),
    entryTitle: feedWords.entryTitle,
    towerLine: (tower) =>
      `${towerWords.name(tower.tower)}: ${towerWords.stages[tower.stage]}, ${towerWords.percent(tower.percent)}`,
    // The widest WebP, as the pages' enlarge links open (app/components/ui/enlarge-link.tsx).
    imageUrl: (image) => {
      const widest = getImage(image).webp.at(-1);
      if (!widest) throw new Error(`progress feed: no image variants for ${image}`);
      return widest.url;
    },
  });
  return new Response(feed, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
};
