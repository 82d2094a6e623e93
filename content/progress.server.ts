import { type Language, markdownFolder } from "./languages";
import type { ProgressUpdate } from "./markdown.server";
import { projectTokensContent } from "./project-tokens";
import { PROGRESS_DIR, readProgressUpdates } from "./read-progress.server";
import { wordsIn } from "./words-in.server";

export type { ProgressUpdate } from "./markdown.server";

const cache = new Map<string, ProgressUpdate[]>();

/**
 * The project's construction updates, newest first (for the loaders of /progress and the home page), in a language
 *.
 */
export function getProgressUpdates(language: Language): ProgressUpdate[] {
  const cached = cache.get(language.code);
  if (cached) return cached;
  const updates = readProgressUpdates(
    process.cwd(),
    projectTokensContent(wordsIn(language.code)).projectTokens,
    undefined,
    {
      folder: markdownFolder(PROGRESS_DIR, language.code),
      locale: language.hreflang,
    },
  );
  cache.set(language.code, updates);
  return updates;
}

/** The newest update, in a language. */
export function getLatestProgressUpdate(language: Language): ProgressUpdate {
  const [latest] = getProgressUpdates(language);
  if (!latest) throw new Error(`${PROGRESS_DIR} has no update`);
  return latest;
}
