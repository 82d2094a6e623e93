// The site's client directives (clientDirectives in directives.ts) as attributes of a component in a shell, so that
// `astro check` knows them and the value each takes. A name missing here fails `astro check` where a shell uses it; one
// that directives.ts does not declare fails the lint rule of eslint.config.js.
declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates the island once the page has painted (after-paint-directive.ts). */
    "client:afterpaint"?: boolean;
    /** The same, once the island is also on or near the screen (near-directive.ts). */
    "client:near"?: boolean;
    /** The same as `client:afterpaint`, only where this tab's session storage holds this key (stored-directive.ts). */
    "client:stored"?: string;
  }
}

export {};
