/**
 * How long browsers and CDNs keep each kind of file (hosting/headers.ts writes them into `_headers` and the
 * nginx include; scripts/server/serve.ts applies them).
 *
 * No imports: `npm start` loads this before any build exists (scripts/server/serve.ts), so nothing here may
 * need content/generated/.
 */

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and unhashed files are revalidated so a new deploy shows at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Paths whose files carry a content hash in their names. */
export const immutablePaths = ["/assets/*", "/media/*"];
