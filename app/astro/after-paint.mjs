// What Astro needs to start scripts after the first paint (docs/decisions/0024-islands.md), so that no script
// competes with the CSS, the fonts' fallbacks and the LCP image before the page is seen:
// - client directives, declared with when each starts in directives.ts: `client:afterpaint`, the island hydrates once
//   the page has loaded and shown its first paint (the loader of scripts/build/after-first-paint.ts, in
//   app/shells/layout/SiteScript.astro, marks that moment); `client:near`, the same once the island is also on or
//   near the screen; and `client:stored="<key>"`, the same as `client:afterpaint` but only where this tab's session
//   storage holds the key;
// - a renderer for plain script "components" (a function marked `plainScript`): no markup on the server, and in the
//   browser the function is called with its props. So the site script (app/parts/SiteScript.ts) loads through
//   Astro's own island loader, with a hashed file name, and not as a module the HTML asks for at high priority.
import path from "node:path";
import { clientDirectives } from "./directives.ts";

const here = (file) => path.join(import.meta.dirname, file);

export function afterPaint() {
  return {
    name: "after-paint",
    hooks: {
      "astro:config:setup": ({ addClientDirective, addRenderer }) => {
        for (const [name, { module }] of Object.entries(clientDirectives)) {
          addClientDirective({ name, entrypoint: here(module) });
        }
        addRenderer({
          name: "plain-script",
          serverEntrypoint: here("./plain-script-server.mjs"),
          clientEntrypoint: here("./plain-script-client.mjs"),
        });
      },
    },
  };
}
