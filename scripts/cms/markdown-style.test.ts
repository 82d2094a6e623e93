import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { contentFolders } from "#content/files.ts";
import { splitFrontMatter } from "#content/source.ts";
import { toRepositoryStyle } from "./markdown-style";

/** What Decap's rich-text editor writes (decap-cms-widget-markdown: bullet "*", emphasis "*", strong "**"). */
const decapStyle = `Intro with *italics*, **bold** and a [link](https://example.com).

## A heading

* first item with *emphasis*
* second item
  * nested item

1. one
2. two

> A quote with **bold**.

Text with a \\* literal star and 2 * 3 = 6.`;

/** A Markdown file with the body, as prettier would write it. */
const prettierFile = async (file: string) => format(file, { parser: "markdown" });

describe("Markdown saved by the editor", () => {
  it("is in prettier's style", async () => {
    const body = toRepositoryStyle(decapStyle);
    const file = `---\ntitle: A post\n---\n${body}`;
    expect(file).toBe(await prettierFile(file));
    expect(body).toContain("- first item with _emphasis_");
    expect(body).toContain("2 * 3 = 6");
  });

  it("leaves the repository's posts and pages as they are", () => {
    for (const { folder } of contentFolders) {
      for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
        const { body } = splitFrontMatter(file, readFileSync(path.join(folder, file), "utf8"));
        expect(toRepositoryStyle(body), `${folder}/${file}`).toBe(body.startsWith("\n") ? body : `\n${body}`);
      }
    }
  });
});
