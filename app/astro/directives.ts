// The site's client directives (docs/decisions/0024-islands.md), declared once with when each one's island starts:
// after-paint.mjs registers them with Astro, eslint.config.js allows a shell only these, and the loader of
// scripts/build/after-first-paint.ts is given from them which islands start at the first paint (it asks for what
// they import then, and holds the fonts until they have hydrated). No imports, so that astro.config.mjs and
// eslint.config.js load it as it is.

/**
 * When a directive's island starts, counted from the first paint (the loader marks it, painted.ts):
 * - "at paint": then;
 * - "at paint when near": then if it is on the screen or within NEAR_PX of it (painted.ts), else once it comes
 *   that near;
 * - "at paint when stored": then if this tab's session storage holds the directive's key, which nothing reads before
 *   the first paint (docs/decisions/0009-no-storage-before-first-paint.md), so the loader does not count it.
 */
export type Start = "at paint" | "at paint when near" | "at paint when stored";

/**
 * The directives by name (`client:<name>`): each one's module (relative to this folder) and when its island starts.
 * client-directives.d.ts declares each for `astro check`, with the type of its value.
 */
export const clientDirectives = {
  afterpaint: { module: "./after-paint-directive.ts", starts: "at paint" },
  near: { module: "./near-directive.ts", starts: "at paint when near" },
  stored: { module: "./stored-directive.ts", starts: "at paint when stored" },
} as const satisfies Record<string, { module: string; starts: Start }>;
