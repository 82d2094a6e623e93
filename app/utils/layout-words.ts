import { language } from "@content/generated/language";
import navigation from "@content/generated/navigation";
import privacyChoices from "@content/generated/privacy-choices";
import shareImages from "@content/generated/share-images";
import siteTexts from "@content/generated/site-texts";
import ui from "@content/generated/ui";
import { givenWords, type Words } from "@content/words";

/**
 * The words of the parts of every page (header, footer, skip link, error page, the default picture of its link
 * previews), in the language this build renders
 * (a translation's build resolves content/generated/<name> to its copy: scripts/build/vite-plugin-language.ts).
 * app/root.tsx hands them to every page; each route module adds its own with `pageWords`.
 */
export const layoutWords = {
  language: { language },
  navigation,
  shareImages,
  siteTexts,
  ui,
  // The consent panel's, only where some tracking id is set (vite.config.ts).
  ...(import.meta.env.TRACKING_ON ? { privacyChoices } : {}),
} satisfies Partial<Words>;

/**
 * A page's words: the layout's and the page's own (its loader's, absent when the page failed), guarded so that
 * reading words the page did not list throws, naming them. For a route module's `meta` and component.
 */
export function pageWords(words: Partial<Words> = {}): Words {
  return givenWords({ ...layoutWords, ...words });
}
