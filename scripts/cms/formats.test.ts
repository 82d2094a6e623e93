import { describe, expect, it } from "vitest";
import { PostFrontMatterSchema } from "#content/schema.ts";
import { withoutEmptyTexts } from "./formats";

describe("saving a cleared optional field", () => {
  const post = {
    id: "a-post",
    slug: "",
    title: "A post",
    excerpt: "An excerpt.",
    author: "Sales team",
    date: "2025-06-17",
    image: "posts/a-post.jpg",
    imageAlt: "A picture",
    category: "Real Estate",
    tags: ["flats"],
    seo: { title: "", focusKeyphrase: "flats" },
  };

  it("leaves the field out, as the schema expects, instead of an empty text", () => {
    expect(PostFrontMatterSchema.safeParse(post).success).toBe(false);
    const saved = withoutEmptyTexts(post);
    expect(saved).not.toHaveProperty("slug");
    expect(saved.seo).toEqual({ focusKeyphrase: "flats" });
    expect(PostFrontMatterSchema.safeParse(saved).success).toBe(true);
  });
});
