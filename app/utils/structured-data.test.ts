import { describe, expect, it } from "vitest";
import { languages } from "#content/languages.ts";
import { siteSettings as site } from "#content/site.ts";
import { postPathById } from "./paths";
import { buildBlogPostingJsonLd } from "./structured-data";

describe("buildBlogPostingJsonLd", () => {
  const post = {
    title: "Residential Properties in Guntur",
    excerpt: "What to look for.",
    isoDate: "2025-07-15",
    author: "Sales Team",
    path: postPathById("residential-properties"),
    imageUrl: `${site.url}/media/posts/x.webp`,
    tags: ["Guntur", "flats"],
  };

  it("gives the publication date as the last modification when the post was never updated", () => {
    const data = buildBlogPostingJsonLd(post, languages[0]);
    expect(data.datePublished).toBe("2025-07-15");
    expect(data.dateModified).toBe("2025-07-15");
  });

  it("gives the date of the last update when there is one", () => {
    const data = buildBlogPostingJsonLd({ ...post, isoUpdated: "2025-09-02" }, languages[0]);
    expect(data.datePublished).toBe("2025-07-15");
    expect(data.dateModified).toBe("2025-09-02");
  });

  it("names the post's page, author and publisher", () => {
    const data = buildBlogPostingJsonLd(post, languages[0]);
    expect(data.mainEntityOfPage).toBe(`${site.url}/blog/residential-properties`);
    expect(data.author).toEqual({ "@type": "Person", name: "Sales Team" });
    expect(data.publisher).toMatchObject({ "@id": `${site.url}/#organization`, name: site.builderName });
  });
});
