import type { ClientDirective } from "astro";
import { hydrateWhenReady } from "./hydrate-when-ready";
import { whenPainted } from "./when-painted";

/**
 * `client:stored="<key>"`: hydrates the island after the first paint (as `client:afterpaint`), and only if this tab's
 * session storage holds that key: the thank-you page's parts that show the enquiry kept on the phone load no script
 * for a visitor who has none.
 */
const stored: ClientDirective = (load, options, island) =>
  // Storage is read after the first paint too: a tab's first access waits on the browser process
  // (docs/decisions/0009-no-storage-before-first-paint.md).
  whenPainted(async () => {
    try {
      if (!sessionStorage.getItem(String(options.value))) return;
    } catch {
      return;
    }
    await hydrateWhenReady(load, island);
  });

export default stored;
