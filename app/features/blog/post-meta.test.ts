import { describe, expect, it } from "vitest";
import { wordsIn } from "#content/words-in.server.ts";
import { getPostMeta } from "./post-meta";

const words = wordsIn("en");

const post = {
  id: "residential-properties",
  title: "Residential Properties in Guntur",
  excerpt: "An excerpt. ".repeat(20).trim(),
  seo: { focusKeyphrase: "residential properties" } as { title?: string; description?: string; focusKeyphrase: string },
  tags: ["Guntur", "flats", "RERA"],
  image: "posts/residential-properties.jpg",
  imageAlt: "Flats in Guntur seen from the street",
  isoDate: "2025-07-15",
  author: "Sales Team",
};

function tag(meta: ReturnType<typeof getPostMeta>, key: string, value: string) {
  return meta.find((item) => (item as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("getPostMeta", () => {
  it("uses the seo title and description when given", () => {
    const meta = getPostMeta(
      {
        ...post,
        seo: { title: "SEO title", description: "SEO description", focusKeyphrase: "x" },
      },
      words,
    );
    expect(meta).toContainEqual({ title: "SEO title" });
    expect(tag(meta, "name", "description")?.content).toBe("SEO description");
  });

  it("falls back to the title and the excerpt cut to 160 characters", () => {
    const meta = getPostMeta(post, words);
    expect(meta).toContainEqual({ title: post.title });
    const description = tag(meta, "name", "description")?.content ?? "";
    expect(post.excerpt.length).toBeGreaterThan(160);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(post.excerpt.startsWith(description.replace(/…$/, ""))).toBe(true);
  });

  it("joins the tags as keywords, says index, follow and describes the post as a BlogPosting", () => {
    const meta = getPostMeta(post, words);
    expect(tag(meta, "name", "keywords")?.content).toBe("Guntur, flats, RERA");
    expect(tag(meta, "name", "robots")?.content).toBe("index, follow");
    const jsonLd = meta.flatMap((item) =>
      "script:ld+json" in item ? [item["script:ld+json"] as { "@type": string; headline?: string }] : [],
    );
    expect(jsonLd.find((data) => data["@type"] === "BlogPosting")?.headline).toBe(post.title);
  });

  it("shares the cover image with the post's own alt text and dates the BlogPosting", () => {
    const meta = getPostMeta({ ...post, isoUpdated: "2025-08-01" }, words);
    expect(tag(meta, "property", "og:image")?.content).toMatch(
      /\/media\/posts\/residential-properties-[0-9a-f]+-\d+\.webp$/,
    );
    expect(tag(meta, "property", "og:image:alt")?.content).toBe(post.imageAlt);
    expect(tag(meta, "name", "twitter:image:alt")?.content).toBe(post.imageAlt);
    const jsonLd = meta.flatMap((item) =>
      "script:ld+json" in item ? [item["script:ld+json"] as { "@type": string; dateModified?: string }] : [],
    );
    expect(jsonLd.find((data) => data["@type"] === "BlogPosting")?.dateModified).toBe("2025-08-01");
  });

  it("does not index the not-found view", () => {
    expect(tag(getPostMeta(null, words), "name", "robots")?.content).toBe("noindex, follow");
  });
});
