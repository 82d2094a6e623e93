import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page, parsePage } from "./markdown.server";
import { projectTokens } from "./project-tokens";

/** A standalone Markdown page from content/pages/en, e.g. "privacy-policy". */
export function getPage(name: string): Page {
  const file = `content/pages/en/${name}.md`;
  return parsePage(file, readFileSync(path.resolve(file), "utf8"), projectTokens);
}
