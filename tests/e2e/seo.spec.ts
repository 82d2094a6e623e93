import { pathsOfKind } from "#app/utils/site-paths.server.ts";
import { SITEMAP_INDEX_PATH } from "#app/utils/sitemap.server.ts";
import { flats } from "#content/flats.ts";
import { languages, pathIn } from "#content/languages.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test } from "./fixtures";
import { posts, samplePages, sitemapText } from "./site-routes";

const { amenities } = wordsIn("en").amenities;
const { faqs } = wordsIn("en").faq;

test.describe("SEO", () => {
  test.skip(({ isMobile }) => isMobile, "meta tags do not depend on the width");

  for (const path of samplePages.filter((p) => p.kind.paths.from !== "none").map((p) => p.url)) {
    test(`${path} has a title, a description, a canonical URL, Open Graph and Twitter tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect((await page.title()).length).toBeGreaterThan(10);
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
      expect(canonical.startsWith(`${siteSettings.url}/`)).toBe(true);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
      }
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${siteSettings.url}/media/`),
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    });
  }

  test("structured data describes the builder, the project, the FAQ and each post", async ({ page }) => {
    const types = async () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
        );
    await page.goto("/");
    const home = await types();
    expect(home.map((data) => data["@type"])).toEqual(["Organization", "ApartmentComplex", "FAQPage"]);
    const residence = home[1] as {
      address: { postalCode: string };
      geo: object;
      numberOfAccommodationUnits: number;
      amenityFeature: { name: string }[];
    };
    expect(residence.address.postalCode).toBe(siteSettings.address.postalCode);
    expect(residence.geo).toMatchObject(siteSettings.address.geo);
    expect(residence.amenityFeature.map((feature) => feature.name)).toEqual(amenities.map((amenity) => amenity.title));
    expect((home[2] as { mainEntity: unknown[] }).mainEntity).toHaveLength(faqs.length);
    await page.goto(`/blog/${encodeURIComponent(posts[0]!.id)}`);
    expect((await types()).map((data) => data["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
  });

  test("the thank-you and not-found pages are not indexed; the sitemap lists every indexable page and robots.txt points to it", async ({
    page,
    request,
  }) => {
    await page.goto("/thank-you");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await sitemapText(request);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    // Every path of every indexable kind of page (app/page-registry.ts) in every language, and no other page.
    for (const { kind } of samplePages) {
      const urls = pathsOfKind(kind, posts).flatMap((path) =>
        languages.map((language) =>
          new URL(encodeURI(pathIn(language, path)), siteSettings.url).href.replaceAll("&", "&amp;"),
        ),
      );
      if (kind.indexable) {
        expect(urls.length, kind.id).toBeGreaterThan(0);
        for (const url of urls) expect(locs, kind.id).toContain(url);
      } else {
        for (const url of urls) expect(locs, kind.id).not.toContain(url);
      }
    }
    expect(locs).toHaveLength(
      languages.length *
        (posts.length +
          flats.length +
          samplePages.filter((p) => p.kind.indexable && p.kind.paths.from === "pattern").length),
    );
    expect(locs.some((loc) => loc?.includes("thank-you"))).toBe(false);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteSettings.url}${SITEMAP_INDEX_PATH}`);
  });
});
