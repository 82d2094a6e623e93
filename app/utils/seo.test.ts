import { describe, expect, it } from "vitest";
import { shareImagesContent } from "#content/share-images.ts";
import { siteSettings as site } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { href } from "./paths";
import { getMeta, truncate } from "./seo";

describe("truncate", () => {
  it("keeps text within the limit as it is", () => {
    expect(truncate("A short description.")).toBe("A short description.");
  });

  it("cuts long text to at most 160 characters at a word boundary, with an ellipsis", () => {
    const long = "Spacious two and three bedroom apartments ".repeat(8);
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(" ");
  });
});

const words = wordsIn("en");
const { shareImages } = shareImagesContent(words);

describe("getMeta", () => {
  const meta = getMeta(words, {
    title: "Our Blog | X",
    description: "d".repeat(200),
    path: href("/blog"),
    keywords: "a, b",
  });
  const find = (key: string, value: string) =>
    meta.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined;

  it("gives an absolute canonical URL built from the site URL", () => {
    expect(find("rel", "canonical")?.href).toBe(`${site.url}/blog`);
    expect(find("property", "og:url")?.content).toBe(`${site.url}/blog`);
  });

  it("cuts the description and repeats it for Open Graph, which X reads too", () => {
    const description = find("name", "description")?.content ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
    expect(find("property", "og:description")?.content).toBe(description);
    // X falls back to Open Graph's title, description and image: no copies of them.
    for (const copy of ["twitter:title", "twitter:description", "twitter:image"])
      expect(find("name", copy)).toBeUndefined();
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("points Open Graph at an absolute image, and indexes unless told not to", () => {
    expect(find("property", "og:image")?.content).toMatch(
      new RegExp(`^${site.url}/media/og/default-[0-9a-f]+-\\d+\\.webp$`),
    );
    expect(find("name", "robots")?.content).toBe("index, follow");
    const hidden = getMeta(words, { title: "T", description: "D", path: href("/thank-you"), noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("describes the shared image to people who cannot see it, the default one's text by default", () => {
    expect(find("property", "og:image:alt")?.content).toBe(shareImages.default.alt);
    expect(find("name", "twitter:image:alt")?.content).toBe(shareImages.default.alt);
  });

  it("pairs a page's own share image with its own alt text", () => {
    const own = getMeta(words, {
      title: "T",
      description: "D",
      path: href("/apartment-guntur"),
      shareImage: shareImages.landing,
    });
    const content = (key: string, value: string) =>
      (own.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined)
        ?.content;
    expect(content("property", "og:image")).toMatch(new RegExp(`^${site.url}/media/og/landing-[0-9a-f]+-\\d+\\.webp$`));
    expect(content("property", "og:image:alt")).toBe(shareImages.landing.alt);
    expect(content("name", "twitter:image:alt")).toBe(shareImages.landing.alt);
    expect(shareImages.landing.alt).not.toBe(shareImages.default.alt);
  });
});
