import { readFileSync } from "node:fs";
import path from "node:path";
import { buildWords } from "./build-words.server";
import { type Page, parsePage } from "./markdown.server";
import { buildLanguage, pageMarkdownFolder } from "./page-language";
import { projectTokensContent } from "./project-tokens";

/** A standalone Markdown page from content/pages/en (or its translation, on the pages of another language), e.g. "privacy-policy". */
export function getPage(name: string): Page {
  const file = `${pageMarkdownFolder("content/pages/en")}/${name}.md`;
  const { projectTokens } = projectTokensContent(buildWords);
  return parsePage(file, readFileSync(path.resolve(file), "utf8"), projectTokens, buildLanguage.hreflang);
}
