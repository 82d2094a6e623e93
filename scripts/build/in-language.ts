import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Runs a build step in a translation's words: the function `exportName` of the module `modulePath`, called with
 * `args` in a process of its own (./in-language-process.ts) whose content modules carry `language`'s words.
 * The content modules read their words once per process, at load time, so a second language needs a second
 * process. Resolves to what the function returned, as JSON. The brochure (./brochure/brochure.ts) and the
 * progress feed (./postbuild.ts) of each translation are made this way.
 */
export async function runInLanguage<T>(language: string, modulePath: string, exportName: string, args: string[]): Promise<T> {
  const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
  const { stdout } = await promisify(execFile)(
    tsx,
    [path.join(import.meta.dirname, "in-language-process.ts"), modulePath, exportName, ...args],
    { env: { ...process.env, SITE_LANGUAGE: language } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as T;
}
