/**
 * What a build was made from, so that `npm test` can reuse the build `npm start` has just made instead of
 * building the same thing twice (.ci/run runs both on one fresh clone). Only a build of a clean checkout is
 * stamped: the commit names every file exactly. Anything else (uncommitted edits, no git) builds every time.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = path.resolve("build/stamp.json");

type Stamp = { commit: string; node: string; netlify: boolean };

function git(...args: string[]): string | null {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

/** The commit this working copy is, with what else changes the build's output; null when files differ from it. */
function currentSource(): Stamp | null {
  const commit = git("rev-parse", "HEAD");
  // Untracked files count (a new post is a new page); ignored ones (node_modules, build output) do not.
  const changes = git("status", "--porcelain", "--untracked-files=all");
  if (!commit || changes === null || changes !== "") return null;
  return { commit, node: process.version, netlify: process.env.NETLIFY === "true" };
}

/** Written as the last step of `npm run build`. */
export function stampBuild(): void {
  const source = currentSource();
  if (source) writeFileSync(STAMP, `${JSON.stringify(source)}\n`);
}

/** What the build in build/ was made from, when that is exactly this working copy; else null. */
export function currentBuild(): Stamp | null {
  const source = currentSource();
  if (!source || !existsSync(STAMP) || !existsSync(path.resolve("build/client/index.html"))) return null;
  return readFileSync(STAMP, "utf8") === `${JSON.stringify(source)}\n` ? source : null;
}
