import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FULL_LAYOUT_ATTRIBUTE } from "../../app/utils/use-full-layout-for-jumps";
import { addFullLayoutBeforeJumps, fullLayoutBeforeJumpsScript } from "./full-layout-for-jumps";

type Listener = (event: { target: unknown }) => void;

/** Runs the page's text in a bare context: a root element, a location and a window's listeners. */
function runInPage(url: string) {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, Listener>();
  const location = new URL(url);
  runInNewContext(fullLayoutBeforeJumpsScript(), {
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    location,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  const linkTo = (href: string) => {
    const link = new URL(href, location.href);
    return { closest: (selector: string) => (selector === "a[href*='#']" && href.includes("#") ? link : null) };
  };
  return {
    laidOutInFull: () => attributes.has(FULL_LAYOUT_ATTRIBUTE),
    dispatch: (type: string, target: unknown = null) => listeners.get(type)?.({ target }),
    linkTo,
  };
}

describe("fullLayoutBeforeJumps", () => {
  it("lays out in full a page opened at a #fragment, and leaves one without a fragment to skip far sections", () => {
    expect(runInPage("https://example.com/#contact").laidOutInFull()).toBe(true);
    expect(runInPage("https://example.com/").laidOutInFull()).toBe(false);
  });

  it("lays out in full on the pointerdown or click of a link to a section of the same page", () => {
    for (const type of ["pointerdown", "click"]) {
      const page = runInPage("https://example.com/apartment-guntur");
      page.dispatch(type, page.linkTo("/apartment-guntur#contact"));
      expect(page.laidOutInFull()).toBe(true);
    }
  });

  it("ignores links to other pages and taps outside links", () => {
    const page = runInPage("https://example.com/apartment-guntur");
    page.dispatch("pointerdown", page.linkTo("/#contact"));
    page.dispatch("pointerdown", page.linkTo("/flats"));
    page.dispatch("pointerdown", { closest: () => null });
    page.dispatch("pointerdown", null);
    expect(page.laidOutInFull()).toBe(false);
  });

  it("lays out in full when the fragment changes", () => {
    const page = runInPage("https://example.com/");
    page.dispatch("hashchange");
    expect(page.laidOutInFull()).toBe(true);
  });
});

describe("addFullLayoutBeforeJumps", () => {
  it("puts the script at the end of <head>, before the body is parsed", () => {
    const html = addFullLayoutBeforeJumps("<html><head><title>x</title></head><body></body></html>");
    expect(html).toBe(`<html><head><title>x</title><script>${fullLayoutBeforeJumpsScript()}</script></head><body></body></html>`);
  });

  it("fails the build, naming the page, without exactly one </head>", () => {
    expect(() => addFullLayoutBeforeJumps("<html><body></body></html>", "flats/index.html")).toThrowError(
      "flats/index.html: full-layout-for-jumps: expected one </head>",
    );
  });
});
