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

const ENQUEUE_SCRIPT = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** Reads the JSON block just before it; the same text, and so the same hash, on every page. */
export const ENQUEUE_FROM_BLOCK =
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));";

/**
 * React Router escapes `<` in the string (as \u003c), so it cannot close the block early; the build
 * fails, naming the page, if a string is not the JSON this relies on.
 */
export function moveLoaderDataToBlocks(html: string, file = "page"): string {
  return html.replace(ENQUEUE_SCRIPT, (_, literal: string) => {
    try {
      if (typeof JSON.parse(literal) !== "string") throw new Error("not a string");
    } catch {
      throw new Error(`${file}: React Router's loader data is not a JSON string literal`);
    }
    if (literal.includes("<")) throw new Error(`${file}: React Router's loader data contains an unescaped <`);
    return `<script type="application/json">${literal}</script><script>${ENQUEUE_FROM_BLOCK}</script>`;
  });
}
