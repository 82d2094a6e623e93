import { language } from "./generated/language";
import { languageOf, markdownFolder } from "./languages";

/**
 * The language of the pages being built (content/generated/language.ts: English, or a translation's build,
 * scripts/build/build-site.ts), for the loaders that read Markdown and for app/utils/language.ts.
 */
export const pageLanguage = languageOf(language);

/** Where this build reads a Markdown folder from: "content/posts/en", or its translation merged over it. */
export function pageMarkdownFolder(englishFolder: string): string {
  return markdownFolder(englishFolder, pageLanguage.code);
}
