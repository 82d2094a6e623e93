/**
 * The kinds of place around the site, in the order the location list shows them (issue 19: schools,
 * hospitals, transport, work, shopping, the state capital). Its own module without imports, so the pages
 * read the order without bundling the schemas (content/schema.ts) that check it.
 */
export const LANDMARK_KINDS = ["school", "hospital", "transport", "work", "shopping", "capital"] as const;
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];
