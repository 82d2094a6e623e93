/**
 * A throw-away copy of the repository: its files as git lists them (committed, and new ones not ignored), with
 * node_modules linked, so that the media cache (node_modules/.cache/media) makes a build in it quick. For
 * build-sample.ts and the content editor's browser test (tests/e2e/cms.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function copyRepository(prefix: string, root = path.resolve(import.meta.dirname, "../..")): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}
