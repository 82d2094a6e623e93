import { describe, expect, it } from "vitest";
import { comparable } from "./compare-pages";

describe("comparable", () => {
  it("sets aside the content hash of an asset's name, whichever separator the bundler used", () => {
    const before = '<script type="module" src="/assets/home-C8Valfjn.js"></script>';
    const after = '<script type="module" src="/assets/home-Zx81_qA-.js"></script>';
    expect(comparable(before)).toBe(comparable(after));
    expect(comparable('<link href="/assets/paths.BmGf1oXe.css">')).toBe(comparable('<link href="/assets/paths.Qq12ab3_.css">'));
  });

  it("sets aside script hashes", () => {
    expect(comparable("'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='")).toBe(comparable("'sha256-Ya0pUY+/='"));
  });

  it("sets aside an island's id, which hashes the folder the site was built in", () => {
    expect(comparable('<astro-island uid="Z1koqmp" component-url="/assets/SiteScript.js">')).toBe(
      comparable('<astro-island uid="1aALK0" component-url="/assets/SiteScript.js">'),
    );
  });

  it("keeps every other difference, an asset's own name among them", () => {
    expect(comparable("<h1>2 BHK</h1>")).not.toBe(comparable("<h1>3 BHK</h1>"));
    expect(comparable('src="/assets/home-C8Valfjn.js"')).not.toBe(comparable('src="/assets/flat-C8Valfjn.js"'));
    expect(comparable('src="/media/hero-768.avif"')).not.toBe(comparable('src="/media/hero-1280.avif"'));
    expect(comparable('href="/assets/fonts-te-Bq1YRX2x.css"')).not.toBe(comparable('href="/assets/fonts-BlhNddAq.css"'));
  });
});
