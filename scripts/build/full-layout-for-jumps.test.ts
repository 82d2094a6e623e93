import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FULL_LAYOUT_ATTRIBUTE, fullLayoutBeforeJumpsScript, SETTLE_MS } from "./full-layout-for-jumps";

type FakeEvent = {
  target: unknown;
  button: number;
  defaultPrevented: boolean;
  ctrlKey?: boolean;
  preventDefault: () => void;
};
type Listener = (event: FakeEvent) => void;

/** Runs the page's text in a bare context: a root element, a location, a window's listeners, a clock and timers. */
function runInPage(url: string, navigationType = "navigate") {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, Listener>();
  const location = new URL(url);
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  runInNewContext(fullLayoutBeforeJumpsScript(), {
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    location,
    performance: { now: () => now, getEntriesByType: (type: string) => (type === "navigation" ? [{ type: navigationType }] : []) },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  const clicks: string[] = [];
  /** A link as the script sees it: click() dispatches a click on it, as the browser's does. */
  const linkTo = (href: string) => {
    const link = Object.assign(new URL(href, location.href), {
      click: () => clicks.push(link.href) && dispatch("click", link),
      closest: (selector: string) => (selector === "a[href*='#']" && href.includes("#") ? link : null),
    });
    return link;
  };
  /** Dispatches an event; true when a listener prevented its default (the browser's jump). */
  function dispatch(type: string, target: unknown = null, init: Partial<FakeEvent> = {}): boolean {
    const event: FakeEvent = {
      target,
      button: 0,
      defaultPrevented: false,
      preventDefault: () => (event.defaultPrevented = true),
      ...init,
    };
    listeners.get(type)?.(event);
    return event.defaultPrevented;
  }
  return {
    laidOutInFull: () => attributes.has(FULL_LAYOUT_ATTRIBUTE),
    dispatch,
    linkTo,
    clicks,
    /** Moves the clock on, running the timers that fall due. */
    wait: (ms: number) => {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
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

  it("holds back a jump that comes before the full layout has settled, then makes it once", () => {
    const page = runInPage("https://example.com/apartment-guntur");
    const link = page.linkTo("/apartment-guntur#contact");
    page.dispatch("pointerdown", link);
    page.wait(20);
    expect(page.dispatch("click", link)).toBe(true);
    page.wait(SETTLE_MS - 21);
    expect(page.clicks).toEqual([]);
    page.wait(1);
    expect(page.clicks).toEqual([link.href]);
    // The second click went through: nothing more is held back or repeated.
    page.wait(SETTLE_MS * 2);
    expect(page.clicks).toEqual([link.href]);
  });

  it("lets a jump through once the full layout has settled, and leaves other clicks alone", () => {
    const page = runInPage("https://example.com/apartment-guntur#location");
    page.wait(SETTLE_MS);
    expect(page.dispatch("click", page.linkTo("/apartment-guntur#contact"))).toBe(false);

    const fresh = runInPage("https://example.com/apartment-guntur");
    const link = fresh.linkTo("/apartment-guntur#contact");
    expect(fresh.dispatch("click", link, { ctrlKey: true })).toBe(false);
    expect(fresh.dispatch("click", link, { button: 1 })).toBe(false);
    expect(fresh.dispatch("click", fresh.linkTo("/flats"))).toBe(false);
    fresh.wait(SETTLE_MS);
    expect(fresh.clicks).toEqual([]);
  });

  it("ignores links to other pages and taps outside links", () => {
    const page = runInPage("https://example.com/apartment-guntur");
    page.dispatch("pointerdown", page.linkTo("/#contact"));
    page.dispatch("pointerdown", page.linkTo("/flats"));
    page.dispatch("pointerdown", { closest: () => null });
    page.dispatch("pointerdown", null);
    expect(page.laidOutInFull()).toBe(false);
  });

  it("lays out in full a page opened by reload or back/forward, whose saved position the browser restores", () => {
    expect(runInPage("https://example.com/flats", "reload").laidOutInFull()).toBe(true);
    expect(runInPage("https://example.com/flats", "back_forward").laidOutInFull()).toBe(true);
    expect(runInPage("https://example.com/flats", "navigate").laidOutInFull()).toBe(false);
  });

  it("lays out in full when the fragment changes", () => {
    const page = runInPage("https://example.com/");
    page.dispatch("hashchange");
    expect(page.laidOutInFull()).toBe(true);
  });
});
