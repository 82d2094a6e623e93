/**
 * Pages that never hydrate (app/page-registry.ts `hydrates: false`): the offline page, which the service
 * worker serves at the address of whatever page could not be loaded. Hydrated there, React Router would
 * match that address, not this page, and render the other route (or fetch its data offline). So every
 * script React Router wrote goes, and the page stays the plain HTML it was pre-rendered as: links, the
 * popover menu and the styles work without a script (docs/decisions/0005). The after-first-paint loader
 * stays for the web fonts; without an entry block it starts nothing else (scripts/build/after-first-paint.ts).
 */
import { afterFirstPaintLoaderScript } from "./after-first-paint";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The page without its scripts but the fonts loader and structured data. Fails the build, naming the page, without the loader. */
export function withoutHydration(html: string, file = "page"): string {
  const loader = afterFirstPaintLoaderScript();
  let kept = 0;
  const rewritten = html.replace(SCRIPT, (script, attributes: string, body: string) => {
    if (body === loader) {
      kept++;
      return script;
    }
    return /type="application\/ld\+json"/.test(attributes) ? script : "";
  });
  if (kept !== 1) throw new Error(`${file}: plain-pages: expected the after-first-paint loader once, found ${kept}`);
  return rewritten;
}
