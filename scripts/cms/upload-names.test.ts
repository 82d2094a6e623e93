import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { GalleryFileSchema } from "#content/schema.ts";
import { siteDecapConfig } from "./site-config";

/**
 * What a picture's file name becomes when an editor uploads it: Decap's own sanitizer (the version
 * decap-cms pins, from its source), with the slug settings of scripts/cms/decap-config.ts, checked
 * against the media path rule of content/schema/blocks.ts.
 */

type SanitizeSlug = (text: string, options: object) => string;
let sanitizeSlug: SanitizeSlug;
const { slug } = siteDecapConfig({ kind: "local", proxyUrl: "http://localhost:8081/api/v1", branch: "main" });
const imageRule = GalleryFileSchema.shape.photos.element.shape.image;
/** The value the editor stores for an upload to the gallery: its folder, then the file name as Decap writes it. */
const stored = (name: string) => `gallery/${sanitizeSlug(name.toLowerCase(), slug)}`;

beforeAll(async () => {
  const { outputFiles } = await build({
    entryPoints: [path.resolve("node_modules/decap-cms-core/src/lib/urlHelper.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    write: false,
    logLevel: "silent",
  });
  const module = { exports: {} as { sanitizeSlug: SanitizeSlug } };
  new Function("module", "exports", "require", outputFiles[0]!.text)(
    module,
    module.exports,
    createRequire(import.meta.url),
  );
  sanitizeSlug = module.exports.sanitizeSlug;
});

describe("uploaded picture names", () => {
  it.each([
    ["Site Visit 2034.JPG", "gallery/site-visit-2034.jpg"],
    ["IMG-20250314-WA0003.jpg", "gallery/img-20250314-wa0003.jpg"],
    ["Café façade.JPG", "gallery/cafe-facade.jpg"],
    ["Screenshot (3).png", "gallery/screenshot-3-.png"],
    // Phones name photos with underscores and dots; the CMS keeps both.
    ["IMG_2034.JPG", "gallery/img_2034.jpg"],
    ["PXL_20250314_101112345.jpg", "gallery/pxl_20250314_101112345.jpg"],
    ["Photo 2025-03-14 at 10.11.12.jpeg", "gallery/photo-2025-03-14-at-10.11.12.jpeg"],
  ])("%s is stored as %s, a valid media path", (name, value) => {
    expect(stored(name)).toBe(value);
    expect(imageRule.safeParse(value).success).toBe(true);
  });
});
