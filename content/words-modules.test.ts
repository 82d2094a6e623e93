import { describe, expect, it } from "vitest";
import { contentFiles, holdsWords, wordsNameOf } from "./files";
import { wordsByLanguage } from "./generated/words-in.server";
import { languages } from "./languages";
import { wordsIn } from "./words-in.server";
import { wordsModules } from "./words-modules";

const wordFiles = contentFiles.filter(holdsWords);

describe("the modules that wire the words (words-modules.ts)", () => {
  it("name each file of words in camel case", () => {
    expect(wordsNameOf({ name: "flat-texts" })).toBe("flatTexts");
    expect(wordsNameOf({ name: "ui" })).toBe("ui");
  });

  it("hold every file of content/en/ in every language of content/languages.ts, and nothing else", () => {
    const names = wordFiles.map(wordsNameOf).sort();
    expect(Object.keys(wordsByLanguage).sort()).toEqual(languages.map((language) => language.code).sort());
    for (const words of Object.values(wordsByLanguage)) expect(Object.keys(words).sort()).toEqual(names);
    expect(Object.keys(wordsIn("te")).sort()).toEqual(["language", ...names].sort());
    expect(wordsIn("te").language).toEqual({ language: "te" });
  });

  it("load a new language's modules from its own folder, with no other edit", () => {
    const { "word-loaders.ts": loaders, "words-in.server.ts": server } = wordsModules(["en", "te", "hi"]);
    for (const { name } of wordFiles) {
      expect(loaders).toContain(`() => import("./${name}")`);
      expect(loaders).toContain(`() => import("./hi/${name}")`);
      expect(server).toContain(`import ${wordsNameOf({ name })}Hi from "./hi/${name}";`);
    }
  });
});
