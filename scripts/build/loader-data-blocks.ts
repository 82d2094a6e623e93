/**
 * Keeps each page's loader data out of the Content-Security-Policy.
 *
 * React Router writes a page's loader data as an inline script,
 * `window.__reactRouterContext.streamController.enqueue("…");`, so every page (and every content
 * edit) adds a script hash to the site-wide policy. Cloudflare Pages refuses `_headers` lines over
 * 2,000 characters, and that policy rides on every response. This moves the data string into an
 * inert JSON block, which CSP does not govern, followed by one script that is the same on every
 * page, so the policy holds one hash for all of them.
 */

import { inlineScript } from "./inline-script";

const ENQUEUE_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
/** A call that hands loader data to React Router's stream, in any form, to find one the rewrite missed. */
const ANY_ENQUEUE = /streamController\s*\.\s*enqueue\s*\(/g;

/** The context React Router's inline script sets on `window` before the loader data. */
type ReactRouterWindow = { __reactRouterContext: { streamController: ReadableStreamDefaultController<string> } };

/**
 * Runs in the page after each JSON block, written there by inlineScript (scripts/build/inline-script.ts),
 * so it uses nothing of this module: hands the string in the block just before it to React Router's
 * stream, as React Router's own script did with the string written into it.
 * @public Exported so that nothing calls it here: inlineScript writes its text into the pages.
 */
export function enqueueFromBlock(): void {
  const block = document.currentScript!.previousElementSibling!;
  (window as unknown as ReactRouterWindow).__reactRouterContext.streamController.enqueue(JSON.parse(block.textContent!) as string);
}

let readerScript: string | undefined;

/** The reader's text as the pages carry it; the same on every page, so one CSP hash. */
export function enqueueFromBlockScript(): string {
  readerScript ??= inlineScript(import.meta.filename, "enqueueFromBlock");
  return readerScript;
}

/**
 * React Router escapes `<` in the string (as \u003c), so it cannot close the block early. Fails the
 * build, naming the page, if a string is not the JSON this relies on; if the page has no loader data
 * script in the form this knows (React Router writes one on every page it pre-renders, with the route
 * context even where no route has a loader); or if one is left in another form, which would need a
 * hash of its own.
 */
export function moveLoaderDataToBlocks(html: string, file = "page"): string {
  const fail = (problem: string) => new Error(`${file}: loader-data-blocks: ${problem}`);
  const reader = `<script>${enqueueFromBlockScript()}</script>`;
  let moved = 0;
  const rewritten = html.replace(ENQUEUE_SCRIPT, (_, literal: string) => {
    try {
      if (typeof JSON.parse(literal) !== "string") throw new Error("not a string");
    } catch {
      throw fail("React Router's loader data is not a JSON string literal");
    }
    if (literal.includes("<")) throw fail("React Router's loader data contains an unescaped <");
    moved++;
    return `<script type="application/json">${literal}</script>${reader}`;
  });
  if (moved === 0) {
    throw fail('no <script>window.__reactRouterContext.streamController.enqueue("…");</script> to move');
  }
  const rest = rewritten.replaceAll(reader, "");
  const left = [...rest.matchAll(ANY_ENQUEUE)].map((match) => match.index);
  if (left.length > 0) {
    const at = left[0]!;
    throw fail(`${left.length} loader data script(s) left in a form it does not know, such as …${rest.slice(at - 40, at + 40)}…`);
  }
  return rewritten;
}
