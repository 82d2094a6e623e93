import path from "node:path";
import { describe, expect, it } from "vitest";
import { partWords } from "#app/generated/part-words.ts";
import { type Chunk, firstScreenPreloads } from "./first-screen-preloads";

const WORDS = "/site/content/generated";
const chunk = (fileName: string, fields: Partial<Chunk> = {}): Chunk => ({
  type: "chunk",
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  exports: [],
  ...fields,
});
const bundle = Object.fromEntries(
  [
    chunk("assets/Grid.1.js", {
      isEntry: true,
      facadeModuleId: "/site/app/parts/Grid.tsx",
      imports: ["assets/islands.2.js"],
      exports: ["Grid"],
    }),
    chunk("assets/islands.2.js", { imports: ["assets/site.3.js"] }),
    chunk("assets/site.3.js", { imports: ["assets/islands.2.js"] }),
    chunk("assets/client.4.js", { isEntry: true, imports: ["assets/islands.2.js"] }),
    chunk("assets/SiteScript.5.js", { isEntry: true }),
    chunk("assets/flat-texts.6.js", { facadeModuleId: path.join(WORDS, "flat-texts.ts") }),
    chunk("assets/flat-texts.7.js", { facadeModuleId: path.join(WORDS, "te", "flat-texts.ts") }),
    chunk("assets/floor-plans.8.js", { facadeModuleId: path.join(WORDS, "te", "floor-plans.ts") }),
    chunk("assets/intro.9.js", { facadeModuleId: path.join(WORDS, "te", "posts", "intro.ts") }),
  ].map((output) => [output.fileName, output]),
);

describe("firstScreenPreloads", () => {
  const preloads = firstScreenPreloads({ ...bundle, "assets/icons.svg": { type: "asset" } }, WORDS);

  it("lists what each script imports, through other chunks too, once each; a script that imports nothing is left out", () => {
    expect(preloads.imports).toEqual({
      "/assets/Grid.1.js": ["/assets/islands.2.js", "/assets/site.3.js"],
      "/assets/client.4.js": ["/assets/islands.2.js", "/assets/site.3.js"],
    });
  });

  it("gives each island's part its words, and only parts that are islands", () => {
    expect(preloads.words).toEqual({ Grid: [...partWords.Grid] });
  });

  it("finds each word module's URL in each language, by its name; a post's text is no part's words", () => {
    expect(preloads.wordUrls).toEqual({
      en: { flatTexts: "/assets/flat-texts.6.js" },
      te: { flatTexts: "/assets/flat-texts.7.js", floorPlans: "/assets/floor-plans.8.js" },
    });
  });
});
