import { readFileSync } from "node:fs";
import path from "node:path";
import { language } from "./generated/language";
import { languageOf, markdownFolder } from "./languages";
import { type Page, parsePage } from "./markdown.server";
import { projectTokens } from "./project-tokens";

/** A standalone Markdown page from content/pages/en (or its translation, on the pages of another language), e.g. "privacy-policy". */
export function getPage(name: string): Page {
  const file = `${markdownFolder("content/pages/en", language)}/${name}.md`;
  return parsePage(file, readFileSync(path.resolve(file), "utf8"), projectTokens, languageOf(language).hreflang);
}
