import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackFamilies, FONT_STACKS, fontFallbackCss } from "./font-fallbacks";

const styles = path.resolve(import.meta.dirname, "../../app/styles");

describe("font fallbacks", () => {
  it("app/styles/font-fallbacks.css is what Capsize's metrics give (run npm run fonts after changing a font)", () => {
    expect(readFileSync(path.join(styles, "font-fallbacks.css"), "utf8")).toBe(fontFallbackCss());
  });

  it("each font-family in the theme lists its web font, then its metric-matched fallbacks", () => {
    // White space made single spaces: a formatter may break a long stack over lines.
    const theme = readFileSync(path.join(styles, "app.css"), "utf8").replace(/\s+/g, " ");
    for (const { family, metrics, fallbacks } of FONT_STACKS) {
      const stack = [family, ...fallbackFamilies(metrics, fallbacks)].map((name) => `"${name}"`).join(", ");
      expect(theme).toContain(`: ${stack},`);
    }
  });

  it("lets Linux use the metric-compatible Liberation fonts for Arial and Times New Roman", () => {
    expect(fontFallbackCss()).toMatch(/src: local\('Arial'\), local\('ArialMT'\), local\('Liberation Sans'\)/);
    expect(fontFallbackCss()).toMatch(/local\('Times New Roman'\).*local\('Liberation Serif'\)/);
  });
});
