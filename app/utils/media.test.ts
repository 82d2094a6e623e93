import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getFileUrl, getImage } from "./media";

// The files the pipeline wrote (scripts/build/build-media.ts runs before the tests) under public/.
const written = (url: string) => existsSync(new URL(`../../public${url}`, import.meta.url));

describe("getImage", () => {
  it("returns the manifest entry of a known image", () => {
    const entry = getImage("hero/hero-poster.jpg");
    expect(entry.width).toBe(1920);
    expect(entry.height).toBe(1080);
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(entry.avif.map((v) => v.width)).toEqual([320, 480, 640, 768, 960, 1280, 1920]);
    expect(entry.webp.map((v) => v.width)).toEqual(entry.avif.map((v) => v.width));
    expect(entry.webp[0]?.url).toMatch(/^\/media\/hero\/hero-poster-[0-9a-f]{8}-320\.webp$/);
    // The URLs spelled out from the manifest's compact form are the files the pipeline wrote.
    const urls = [...entry.avif, ...entry.webp].map((v) => v.url);
    expect(urls.filter((url) => !written(url))).toEqual([]);
  });

  it("throws an error naming an unknown path", () => {
    expect(() => getImage("gallery/no-such-photo.jpg")).toThrow(/gallery\/no-such-photo\.jpg/);
  });
});

describe("getFileUrl", () => {
  it("returns the hashed URL of a known file", () => {
    expect(getFileUrl("hero/hero-loop.webm")).toMatch(/^\/media\/hero\/hero-loop-[0-9a-f]{8}\.webm$/);
  });

  it("throws an error naming an unknown path", () => {
    expect(() => getFileUrl("hero/missing.mp4")).toThrow(/hero\/missing\.mp4/);
  });
});
