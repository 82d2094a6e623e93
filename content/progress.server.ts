import { buildWords } from "./build-words.server";
import type { ProgressUpdate } from "./markdown.server";
import { buildLanguage, pageMarkdownFolder } from "./page-language";
import { projectTokensContent } from "./project-tokens";
import { PROGRESS_DIR, readProgressUpdates } from "./read-progress.server";

export type { ProgressUpdate } from "./markdown.server";

let cache: ProgressUpdate[] | undefined;

/** The project's construction updates, newest first (for the loaders of /progress and the home page), in the pages' language. */
export function getProgressUpdates(): ProgressUpdate[] {
  cache ??= readProgressUpdates(process.cwd(), projectTokensContent(buildWords).projectTokens, undefined, {
    folder: pageMarkdownFolder(PROGRESS_DIR),
    locale: buildLanguage.hreflang,
  });
  return cache;
}

/** The newest update. */
export function getLatestProgressUpdate(): ProgressUpdate {
  const [latest] = getProgressUpdates();
  if (!latest) throw new Error(`${PROGRESS_DIR} has no update`);
  return latest;
}
