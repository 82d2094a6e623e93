import { PAINTED_ATTRIBUTE } from "#app/astro/painted.ts";
import type { Driver, KeyName, Size } from "./driver";
import { poll } from "./poll";

/**
 * An element, by CSS selector; where several match, by its name (its label's words for a form field, else its
 * aria-label, else its text; a string matches as a part of the name, as Playwright's getByRole does) or by its place
 * among them (`index`, from the end when negative). Else the first one shown.
 */
export type Target = string | { css: string; name?: string | RegExp; index?: number };

type Query = { css: string; name: null | string | { source: string; flags: string }; index: number | null };

/** The element a test means, as the page shows it now: marked with an attribute that a CSS selector then names. */
const MARK = "data-engines-target";
const MARKED = `[${MARK}]`;

/**
 * A visitor's steps on the site in one browser at one size, the same in every engine. The page's own scripts start
 * after its first paint, and a `client:near` island only as it nears the screen: each step brings its element to
 * the middle of the screen and, for a control, waits for its island before using it.
 */
export class Visit {
  constructor(
    readonly driver: Driver,
    readonly size: Size,
  ) {}

  /** Loads a page and waits for its first paint, from which its scripts start. */
  async open(url: string): Promise<void> {
    await this.driver.open(url, this.size);
    await poll(() => this.driver.run(isPainted, PAINTED_ATTRIBUTE), "the page's first paint", { timeout: 30_000 });
  }

  /** Waits until `fn` is true in the page. */
  until<A extends unknown[]>(fn: (...args: A) => unknown, what: string, ...args: A): Promise<unknown> {
    return poll(() => this.driver.run(fn, ...args), what, { timeout: 20_000 });
  }

  /** Waits for the element, brings it to the middle of the screen, and returns a selector naming it alone. */
  async find(target: Target): Promise<string> {
    await this.until(markTarget, describeTarget(target), queryOf(target), MARK);
    await this.driver.run(scrollToMiddle, MARKED);
    return MARKED;
  }

  /**
   * As find, and waits for the island the element is part of to hydrate, so that a click or key reaches its code.
   * The island starts as it nears the screen, and may draw the element anew: it is found again once it has.
   */
  async control(target: Target): Promise<string> {
    await this.find(target);
    const ready = async () =>
      (await this.driver.run(markTarget, queryOf(target), MARK)) && this.driver.run(islandHydrated, MARKED);
    await poll(ready, `the island of ${describeTarget(target)} to hydrate`, { timeout: 20_000 });
    await this.driver.run(scrollToMiddle, MARKED);
    return MARKED;
  }

  async click(target: Target): Promise<void> {
    await this.driver.click(await this.control(target));
  }

  /** Moves the focus to a control, as the Tab key would. */
  async focus(target: Target): Promise<void> {
    const selector = await this.control(target);
    await this.driver.run((css: string) => document.querySelector<HTMLElement>(css)?.focus(), selector);
  }

  /** Types into a field in place of what it holds. */
  async fill(target: Target, text: string): Promise<void> {
    await this.focus(target);
    await this.driver.press("SelectAll");
    await this.driver.type(text);
  }

  async press(target: Target, key: KeyName): Promise<void> {
    await this.focus(target);
    await this.driver.press(key);
  }

  text(css: string): Promise<string> {
    return this.driver.run((selector: string) => document.querySelector(selector)?.textContent?.trim() ?? "", css);
  }

  isVisible(css: string): Promise<boolean> {
    return this.driver.run(shownIs, css, true);
  }

  /** Waits until the element is shown, or hidden. */
  untilVisible(css: string, shown: boolean): Promise<unknown> {
    return this.until(shownIs, `${css} to be ${shown ? "shown" : "hidden"}`, css, shown);
  }

  path(): Promise<string> {
    return this.driver.run(() => location.pathname + location.hash);
  }
}

function queryOf(target: Target): Query {
  const { css, name, index } = typeof target === "string" ? { css: target } : target;
  return {
    css,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : (name ?? null),
    index: index ?? null,
  };
}

function describeTarget(target: Target): string {
  if (typeof target === "string") return target;
  const name = target.name === undefined ? "" : ` named ${String(target.name)}`;
  return `${target.css}${name}${target.index === undefined ? "" : ` at ${target.index}`}`;
}

// What runs in the page: each function on its own, as the driver sends its source.

function isPainted(attribute: string): boolean {
  return document.readyState === "complete" && document.documentElement.hasAttribute(attribute);
}

function markTarget({ css, name, index }: Query, mark: string): boolean {
  const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (element: Element) => {
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return words(Array.from(labels, (label) => label.textContent).join(" "));
    return words(element.getAttribute("aria-label") ?? element.textContent);
  };
  const matches = (element: Element) => {
    if (name === null) return true;
    if (typeof name === "string") return nameOf(element).includes(name);
    return new RegExp(name.source, name.flags).test(nameOf(element));
  };
  const found = Array.from(document.querySelectorAll(css)).filter(matches);
  const element =
    index === null
      ? (found.find((each) => each.getClientRects().length > 0) ?? found[0])
      : found[index < 0 ? found.length + index : index];
  for (const marked of Array.from(document.querySelectorAll(`[${mark}]`))) marked.removeAttribute(mark);
  element?.setAttribute(mark, "");
  return element !== undefined;
}

/**
 * Brings an element to the middle of the screen, clear of the fixed header and floating buttons. scrollIntoView lands
 * short on this site: the sections below the fold take their real height only as they are laid out
 * (`content-visibility: auto`), which moves the target while it scrolls. So: scroll, and again, until it stays put.
 * An element of the fixed header or of a fixed panel is on screen wherever the page is.
 */
async function scrollToMiddle(css: string): Promise<void> {
  const element = document.querySelector(css);
  for (let each = element; each; each = each.parentElement) {
    if (getComputedStyle(each).position === "fixed") return;
  }
  if (!element) return;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  let last = Number.NaN;
  for (let tries = 0; tries < 60; tries += 1) {
    const { top, height } = element.getBoundingClientRect();
    if (Math.abs(top - last) < 1) return;
    last = top;
    const by = top - Math.max((innerHeight - height) / 2, 100);
    // At once where the engine can: the site scrolls smoothly, which a test would have to wait out.
    try {
      window.scrollBy({ top: by, behavior: "instant" as ScrollBehavior });
    } catch {
      window.scrollBy(0, by);
    }
    await frame();
  }
}

/** The element is there, and the island it belongs to has hydrated (Astro takes off its `ssr` attribute), or it is in none. */
function islandHydrated(css: string): boolean {
  const element = document.querySelector(css);
  const island = element?.closest("astro-island");
  return !!element && !island?.hasAttribute("ssr");
}

/** Whether the element is shown (laid out, not hidden) as `wanted` says. */
function shownIs(css: string, wanted: boolean): boolean {
  const element = document.querySelector(css);
  const style = element && getComputedStyle(element);
  const shown =
    !!style && element.getClientRects().length > 0 && style.visibility !== "hidden" && style.display !== "none";
  return shown === wanted;
}
