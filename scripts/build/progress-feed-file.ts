import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getImage } from "../../app/utils/media";
import { href, progressFeedPath, progressUpdatePath } from "../../app/utils/paths";
import type { Language } from "../../content/languages";
import { languageContent } from "../../content/page-language";
import { progressContent } from "../../content/progress";
import { getProgressUpdates } from "../../content/progress.server";
import { siteSettings } from "../../content/site";
import { uiContent } from "../../content/ui";
import { wordsIn } from "../../content/words-in.server";
import { buildProgressFeed } from "./progress-feed";

/**
 * Writes the Atom feed of the construction updates into the built site, beside the page that lists them (whose
 * head links it), in a language (scripts/build/postbuild.ts writes one per language). Returns the file's path.
 */
export function writeProgressFeed(clientDir: string, language: Language): string {
  const words = wordsIn(language.code);
  const { pageLanguage, localePath } = languageContent(words);
  const { feedWords, progressPage, towerWords } = progressContent(words);
  const { footer } = uiContent(words);
  const feedPath = progressFeedPath(pageLanguage);
  const updates = getProgressUpdates(language);
  const file = path.join(clientDir, feedPath);
  if (!existsSync(path.dirname(file))) throw new Error(`postbuild: ${path.dirname(feedPath)} was not pre-rendered`);
  const newestYear = Number(updates[0]?.isoDate.slice(0, 4));
  writeFileSync(
    file,
    buildProgressFeed({
      updates,
      siteUrl: siteSettings.url,
      pagePath: localePath(href("/progress")),
      updatePath: (isoDate) => localePath(progressUpdatePath(isoDate)),
      feedPath,
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
        if (!widest) throw new Error(`postbuild: no image variants for ${image}`);
        return widest.url;
      },
    }),
  );
  return file;
}
