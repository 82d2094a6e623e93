// Islands spike (docs/decisions/0024-islands.md): what Astro needs to start scripts after the first paint, as today's
// build does (scripts/build/after-first-paint.ts), so that no script competes with the CSS, the fonts' fallbacks and
// the LCP image before the page is seen:
// - `client:afterpaint`, a client directive: the island hydrates once the page has loaded and shown its first paint
//   (the loader of scripts/build/after-first-paint.ts, in src/layouts/SiteScript.astro, marks that moment),
//   and `client:stored="<key>"`, the same but only where this tab's session storage holds the key;
// - a renderer for plain script "components" (a function marked `plainScript`): no markup on the server, and in the
//   browser the function is called with its props. So the site script (src/parts/SiteScript.ts) loads through
//   Astro's own island loader, with a hashed file name, and not as a module the HTML asks for at high priority.
import { fileURLToPath } from "node:url";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export function afterPaint() {
  return {
    name: "after-paint",
    hooks: {
      "astro:config:setup": ({ addClientDirective, addRenderer }) => {
        addClientDirective({ name: "afterpaint", entrypoint: here("./after-paint-directive.ts") });
        addClientDirective({ name: "stored", entrypoint: here("./stored-directive.ts") });
        addRenderer({
          name: "plain-script",
          serverEntrypoint: here("./plain-script-server.mjs"),
          clientEntrypoint: here("./plain-script-client.mjs"),
        });
      },
    },
  };
}
