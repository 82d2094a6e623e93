import { readFileSync } from "node:fs";
import path from "node:path";
import { type Language, markdownFolder } from "./languages";
import { type Page, parsePage } from "./markdown.server";
import { projectTokensContent } from "./project-tokens";
import { wordsIn } from "./words-in.server";

/** A standalone Markdown page from content/pages/en or its translation, e.g. "privacy-policy", in a language. */
export function getPage(name: string, language: Language): Page {
  const file = `${markdownFolder("content/pages/en", language.code)}/${name}.md`;
  const { projectTokens } = projectTokensContent(wordsIn(language.code));
  return parsePage(file, readFileSync(path.resolve(file), "utf8"), projectTokens, language.hreflang);
}
