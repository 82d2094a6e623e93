import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { candidateWidths, STANDARD_WIDTHS, variantWidths, WIDTH_RULES } from "./media-widths";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The source of content/ (YAML, Markdown) and app/ (not the media, the generated files or the tests), by repository path. */
function sourceFiles(): { file: string; text: string }[] {
  return ["content", "app"].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .map((name) => `${dir}/${name.split(path.sep).join("/")}`)
      .filter((file) => /\.(ts|tsx|md|yaml)$/.test(file) && !/\.test\.ts$/.test(file))
      .filter((file) => !/^(content\/media|content\/generated|app\/generated)\//.test(file))
      .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") })),
  );
}

describe("candidateWidths", () => {
  it("gives an image no rule names the standard widths, 768 among them (docs/decisions/0007)", () => {
    expect(candidateWidths("gallery/exterior-towers-dusk.jpg")).toEqual(STANDARD_WIDTHS);
    expect(candidateWidths("hero/hero-poster.jpg")).toContain(768);
  });

  it("applies a folder rule to the images in that folder only", () => {
    expect(candidateWidths("og/default.jpg")).toEqual([960]);
    expect(candidateWidths("posts/og/default.jpg")).toEqual(STANDARD_WIDTHS);
  });

  it("keeps every rule's widths ascending and among the standard ones", () => {
    for (const rule of WIDTH_RULES) {
      expect(rule.widths.length, rule.match).toBeGreaterThan(0);
      expect([...rule.widths].sort((a, b) => a - b), rule.match).toEqual(rule.widths);
      for (const w of rule.widths) expect(STANDARD_WIDTHS, `${rule.match}: ${w}`).toContain(w);
    }
  });
});

describe("variantWidths", () => {
  it("keeps the widths up to the source's own", () => {
    expect(variantWidths(STANDARD_WIDTHS, 1600)).toEqual([320, 480, 640, 768, 960, 1280]);
    expect(variantWidths(STANDARD_WIDTHS, 1920)).toEqual(STANDARD_WIDTHS);
  });

  it("falls back to the source width when every width is wider", () => {
    expect(variantWidths([960], 800)).toEqual([800]);
  });
});

// A rule's fewer widths are right only while its images have no other use: these hold that in place.
describe("the images the rules name have no other use", () => {
  const files = sourceFiles();

  it("only content/en/share-images.yaml names an image in og/", () => {
    const naming = files.filter(({ text }) => /["'`\s]og\/[\w-]+\.\w+/.test(text)).map(({ file }) => file);
    expect(naming).toEqual(["content/en/share-images.yaml"]);
  });

  for (const rule of WIDTH_RULES.filter(({ match }) => !match.endsWith("/"))) {
    it(`names ${rule.match} once, in content/en/landing.yaml`, () => {
      const naming = files.flatMap(({ file, text }) => Array(text.split(rule.match).length - 1).fill(file));
      expect(naming).toEqual(["content/en/landing.yaml"]);
    });
  }
});
