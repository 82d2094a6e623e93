import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { parsePost } from "./markdown.server";
import { getAllPosts, getPostBySlug } from "./posts.server";
import { projectTokensContent } from "./project-tokens";
import { siteContent } from "./site";
import { wordsIn } from "./words-in.server";

const { projectTokens } = projectTokensContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));

const valid = `---
id: test-post
title: "Buying in {{projectName}}"
excerpt: A short excerpt about buying a flat.
author: Sales Team
date: 2025-05-01
image: posts/apartment-complex.jpg
imageAlt: A tower
category: Real Estate
tags: [flats, Guntur]
seo:
  focusKeyphrase: flats in Guntur
---
## Heading

Body text with a [link](https://example.com).

<script>alert("x")</script>
<img src=x onerror="alert(1)">
`;

describe("parsePost", () => {
  it("fills tokens, defaults the slug to the id and formats the date", () => {
    const post = parsePost("content/posts/test.md", valid, projectTokens);
    expect(post.title).toBe(`Buying in ${site.projectName}`);
    expect(post.slug).toBe("test-post");
    expect(post.isoDate).toBe("2025-05-01");
    expect(post.date).toBe("1 May 2025");
    expect(post).not.toHaveProperty("isoUpdated");
  });

  it("reads an optional date of the last update, never before the publication date", () => {
    expect(
      parsePost(
        "content/posts/test.md",
        valid.replace("date: 2025-05-01", "date: 2025-05-01\nupdated: 2025-06-12"),
        projectTokens,
      ).isoUpdated,
    ).toBe("2025-06-12");
    expect(() =>
      parsePost(
        "content/posts/x.md",
        valid.replace("date: 2025-05-01", "date: 2025-05-01\nupdated: 2025-04-30"),
        projectTokens,
      ),
    ).toThrowError(/x\.md:7 › updated: Must not be before the publication date/);
  });

  it("sanitizes the body: no script, no event handler reaches the page", () => {
    const { html } = parsePost("content/posts/test.md", valid, projectTokens);
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">link</a>');
    expect(html).not.toMatch(/<script|onerror|<img/i);
  });

  it("fails naming the file and every bad field", () => {
    const broken = valid
      .replace("date: 2025-05-01", "date: someday")
      .replace("category: Real Estate", "category: News");
    expect(() => parsePost("content/posts/broken.md", broken, projectTokens)).toThrowError(
      /content\/posts\/broken\.md:6 › date: Expected a date[\s\S]*content\/posts\/broken\.md:9 › category: /,
    );
  });

  it("rejects an unknown front-matter key and an unknown token", () => {
    expect(() =>
      parsePost("content/posts/x.md", valid.replace("author:", "writer: X\nauthor:"), projectTokens),
    ).toThrowError(/x\.md:5 › writer: Unrecognized key/);
    expect(() =>
      parsePost("content/posts/x.md", valid.replace("{{projectName}}", "{{projectNmae}}"), projectTokens),
    ).toThrowError(/unknown token \{\{projectNmae\}\}/);
  });
});

describe("the shipped posts", () => {
  it("are one per Markdown file, April to September 2025, with unique ids, and post 2 answers to its own slug", () => {
    const posts = getAllPosts(languages[0]);
    const files = readdirSync(new URL("./posts/en", import.meta.url)).filter((name) => name.endsWith(".md"));
    expect(posts).toHaveLength(files.length);
    expect(posts.map((post) => post.isoDate).filter((date) => date < "2025-04-01" || date > "2025-09-30")).toEqual([]);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(getPostBySlug("Apartments-flats-for-sale", languages[0])?.id).toBe(
      `Apartments-and-flats-for-sale-in-Guntur-${site.projectName.replace(/\s+/g, "-")}`,
    );
  });
});
