/**
 * Reading the construction updates of content/progress/en, for content/compile.ts (every build) and
 * content/progress.server.ts (the pages' loaders). Apart from the latter because it needs no compiled
 * content: the compile step runs it before content/generated/ exists.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ProgressUpdate, readProgressUpdate } from "./markdown.server";
import { PROGRESS_STAGES } from "./progress-stages";
import { ContentError, type YamlSource } from "./source";
import type { Tokens } from "./tokens";

/** The updates' folder (content/files.ts, contentFolders), resolved from the project root. */
export const PROGRESS_DIR = "content/progress/en";

type ReadUpdate = { file: string; update: ProgressUpdate; front: YamlSource };

/**
 * What one file cannot say about itself: two updates on one day, a tower whose share of the work
 * falls or whose stage goes back from one update to the next. One line per problem, naming the
 * newer file's line and field.
 */
function progressSequenceProblems(updates: readonly ReadUpdate[]): string[] {
  const problems: string[] = [];
  const oldestFirst = [...updates].sort((a, b) => a.update.isoDate.localeCompare(b.update.isoDate));
  oldestFirst.forEach((current, index) => {
    const before = oldestFirst[index - 1];
    if (!before) return;
    const where = (at: (string | number)[]) => `${current.file}:${current.front.lineOf(at)} › ${at.join(".")}`;
    if (before.update.isoDate === current.update.isoDate) {
      problems.push(`${where(["date"])}: ${current.update.isoDate} is also the date of ${before.file}`);
      return;
    }
    current.update.towers.forEach((tower, towerIndex) => {
      const earlier = before.update.towers.find((each) => each.tower === tower.tower);
      if (!earlier) return;
      if (tower.percent < earlier.percent) {
        problems.push(
          `${where(["towers", towerIndex, "percent"])}: ${tower.percent} is less than the ${earlier.percent} of the update before (${before.file})`,
        );
      }
      if (PROGRESS_STAGES.indexOf(tower.stage) < PROGRESS_STAGES.indexOf(earlier.stage)) {
        problems.push(
          `${where(["towers", towerIndex, "stage"])}: ${tower.stage} comes before ${earlier.stage}, the stage of the update before (${before.file})`,
        );
      }
    });
  });
  return problems;
}

/**
 * Every update below `root`, newest first; throws every problem at once, each file's own and those
 * across files. content/compile.ts runs it on every build, with `mediaExists` to name a missing photo;
 * the pages' loaders read the result.
 */
export function readProgressUpdates(
  root: string,
  tokens: Tokens,
  mediaExists?: (image: string) => boolean,
  /** Another language's merged updates (content/languages.ts, markdownFolder), with its dates' locale. */
  language: { folder: string; locale: string } = { folder: PROGRESS_DIR, locale: "en-IN" },
): ProgressUpdate[] {
  const problems: string[] = [];
  const read: ReadUpdate[] = [];
  const names = readdirSync(path.join(root, language.folder)).filter((name) => name.endsWith(".md"));
  for (const name of names.sort()) {
    const file = `${language.folder}/${name}`;
    try {
      const { update, front } = readProgressUpdate(
        file,
        readFileSync(path.join(root, file), "utf8"),
        tokens,
        language.locale,
      );
      read.push({ file, update, front });
      update.photos.forEach(({ image }, index) => {
        if (mediaExists && !mediaExists(image)) {
          problems.push(
            `${file}:${front.lineOf(["photos", index, "image"])} › photos.${index}.image: no file content/media/${image}`,
          );
        }
      });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  problems.push(...progressSequenceProblems(read));
  if (read.length === 0 && problems.length === 0) problems.push(`${language.folder}: no update; add at least one`);
  if (problems.length > 0) throw new ContentError(problems);
  return read.map(({ update }) => update).sort((a, b) => b.isoDate.localeCompare(a.isoDate));
}
