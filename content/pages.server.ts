import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page, parsePage } from "./markdown.server";
import { pageLanguage, pageMarkdownFolder } from "./page-language";
import { projectTokens } from "./project-tokens";

/** A standalone Markdown page from content/pages/en (or its translation, on the pages of another language), e.g. "privacy-policy". */
export function getPage(name: string): Page {
  const file = `${pageMarkdownFolder("content/pages/en")}/${name}.md`;
  return parsePage(file, readFileSync(path.resolve(file), "utf8"), projectTokens, pageLanguage.hreflang);
}
