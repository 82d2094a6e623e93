// What Astro needs to start scripts after the first paint (docs/decisions/0024-islands.md), so that no script
// competes with the CSS, the fonts' fallbacks and the LCP image before the page is seen:
// - client directives: `client:afterpaint`, the island hydrates once the page has loaded and shown its first paint
//   (the loader of scripts/build/after-first-paint.ts, in app/shells/layout/SiteScript.astro, marks that moment);
//   `client:near`, the same once the island is also on or near the screen; and `client:stored="<key>"`, the same
//   as `client:afterpaint` but only where this tab's session storage holds the key;
// - a renderer for plain script "components" (a function marked `plainScript`): no markup on the server, and in the
//   browser the function is called with its props. So the site script (app/parts/SiteScript.ts) loads through
//   Astro's own island loader, with a hashed file name, and not as a module the HTML asks for at high priority.
import path from "node:path";

const here = (file) => path.join(import.meta.dirname, file);

/**
 * The site's client directives, by name (`client:<name>`), each with its module. The only ones a shell may use:
 * eslint.config.js reads this list for the lint rule of .astro files (docs/decisions/0024-islands.md), and
 * client-directives.d.ts declares each for `astro check` (with the type of its value).
 */
export const clientDirectives = {
  afterpaint: "./after-paint-directive.ts",
  near: "./near-directive.ts",
  stored: "./stored-directive.ts",
};

export function afterPaint() {
  return {
    name: "after-paint",
    hooks: {
      "astro:config:setup": ({ addClientDirective, addRenderer }) => {
        for (const [name, entrypoint] of Object.entries(clientDirectives)) {
          addClientDirective({ name, entrypoint: here(entrypoint) });
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
