import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectTokensContent } from "./project-tokens";
import { PROGRESS_DIR, readProgressUpdates } from "./read-progress.server";
import { ContentError, splitFrontMatter } from "./source";
import { wordsIn } from "./words-in.server";

const { projectTokens } = projectTokensContent(wordsIn("en"));

/** A copy of the shipped updates that each test breaks in one place. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "progress-"));
  cpSync(PROGRESS_DIR, path.join(root, PROGRESS_DIR), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type FrontMatter = { date: string; towers: { tower: string; stage: string; percent: number }[] };

/** Each shipped update's file and front matter, read here as plain YAML. */
const shipped = readdirSync(PROGRESS_DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({
    name,
    front: splitFrontMatter(name, readFileSync(path.join(PROGRESS_DIR, name), "utf8")).front.data as FrontMatter,
  }))
  .sort((a, b) => String(a.front.date).localeCompare(String(b.front.date)));
const [oldest, second] = shipped.map(({ name }) => `${PROGRESS_DIR}/${name}`) as [string, string];

/** Replaces `find` in an update; returns the 1-based line where the replacement starts. */
function edit(file: string, find: string | RegExp, replace: string): number {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  const at = text.search(find);
  expect(at, `${String(find)} in ${file}`).toBeGreaterThanOrEqual(0);
  writeFileSync(full, text.replace(find, replace));
  return text.slice(0, at).split("\n").length;
}

/** The 1-based line of the first match of `find` in an update. */
const lineOf = (file: string, find: RegExp) => {
  const text = readFileSync(path.join(root, file), "utf8");
  return text.slice(0, text.search(find)).split("\n").length;
};

/** Every problem of the updates below `root`; none when they all read. */
function problems(mediaExists?: (image: string) => boolean): string[] {
  try {
    readProgressUpdates(root, projectTokens, mediaExists);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("readProgressUpdates", () => {
  it("reads every shipped update, newest first, with each tower's stage and share as written", () => {
    const updates = readProgressUpdates(root, projectTokens);
    const newestFirst = [...shipped].reverse();
    expect(updates.map((update) => update.isoDate)).toEqual(newestFirst.map(({ front }) => String(front.date)));
    expect(updates.map((update) => update.towers)).toEqual(newestFirst.map(({ front }) => front.towers));
    for (const update of updates) expect(update.leadHtml).toMatch(/^<p>[\s\S]+<\/p>$/);
  });

  it("names file, line and field of a stage that does not exist and a share above 100", () => {
    const stageLine = edit(second, /stage: \S+/, "stage: painting");
    const percentLine = edit(second, /percent: \d+/, "percent: 140");
    expect(problems()).toEqual([
      expect.stringMatching(
        new RegExp(`^${second}:${stageLine} › towers\\.0\\.stage: Invalid option: expected one of "excavation"`),
      ),
      `${second}:${percentLine} › towers.0.percent: Too big: expected number to be <=100`,
    ]);
  });

  it("wants each tower once", () => {
    const line = edit(second, "tower: B", "tower: A");
    expect(problems()).toEqual([`${second}:${line} › towers.1.tower: Tower A is listed twice`]);
  });

  it("wants 100% exactly when a tower is complete", () => {
    const line = edit(second, /percent: \d+/, "percent: 100");
    expect(problems()).toEqual([
      `${second}:${line} › towers.0.percent: A tower is 100% done exactly when its stage is complete`,
    ]);
  });

  it("names a photo without its words, at the photo's line, and a missing photo file", () => {
    const photoLine = lineOf(oldest, /- image: /);
    edit(oldest, /\n {4}alt: [^\n]*/, "");
    expect(problems()).toEqual([
      `${oldest}:${photoLine} › photos.0.alt: Invalid input: expected string, received undefined`,
    ]);
    rmSync(path.join(root, oldest));
    const imageLine = edit(second, /progress\/[\w-]+\.jpg/, "progress/no-such-photo.jpg");
    expect(problems((image) => image !== "progress/no-such-photo.jpg")).toEqual([
      `${second}:${imageLine} › photos.0.image: no file content/media/progress/no-such-photo.jpg`,
    ]);
  });

  it("wants a note", () => {
    // Everything after the front matter's closing line goes.
    const full = path.join(root, oldest);
    writeFileSync(full, readFileSync(full, "utf8").replace(/\n---\n[\s\S]*$/, "\n---\n\n"));
    expect(problems()).toEqual([`${oldest} › body: The note must not be empty`]);
  });

  it("refuses two updates on one day", () => {
    const date = String(shipped[0]!.front.date);
    const line = edit(second, /date: \S+/, `date: ${date}`);
    expect(problems()).toEqual([`${second}:${line} › date: ${date} is also the date of ${oldest}`]);
  });

  it("refuses a tower whose share falls or whose stage goes back from one update to the next", () => {
    const [tower] = shipped[1]!.front.towers;
    edit(oldest, /stage: \S+\n {4}percent: \d+/, `stage: complete\n    percent: 100`);
    expect(problems()).toEqual([
      `${second}:${lineOf(second, /percent: /)} › towers.0.percent: ${tower!.percent} is less than the 100 of the update before (${oldest})`,
      `${second}:${lineOf(second, /stage: /)} › towers.0.stage: ${tower!.stage} comes before complete, the stage of the update before (${oldest})`,
    ]);
  });
});
