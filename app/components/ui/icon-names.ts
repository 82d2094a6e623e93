/**
 * Every icon the site draws, by lucide name. scripts/build/build-icons.ts writes each into one
 * sprite file; add a name here to use a new icon.
 */
export const iconNames = [
  "arrow-down",
  "arrow-left",
  "arrow-right",
  "arrow-up",
  "briefcase-business",
  "building-complex",
  "calendar-check",
  "calendar-days",
  "calendar-plus",
  "car",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "clock",
  "cloud-off",
  "compass",
  "copy",
  "expand",
  "file-down",
  "gem",
  "gift",
  "globe",
  "graduation-cap",
  "hospital",
  "land-plot",
  "landmark",
  "link-2",
  "mail",
  "map-pin",
  "maximize-2",
  "menu",
  "message-circle",
  "navigation",
  "pause",
  "pencil-ruler",
  "phone",
  "play",
  "printer",
  "rotate-cw",
  "rss",
  "ruler",
  "send",
  "shield-check",
  "shopping-bag",
  "train-front",
  "users",
  "video",
  "volume-2",
  "volume-x",
  "x",
  "zoom-in",
] as const;

export type IconName = (typeof iconNames)[number];

/** Social networks (as named in content/site.yaml) with a mark in simple-icons, by its slug. */
export const socialMarks: Record<string, string> = {
  Facebook: "facebook",
  Instagram: "instagram",
  X: "x",
  YouTube: "youtube",
};

/** The sprite's symbol id of a social mark. */
export function socialSymbolId(slug: string): string {
  return `social-${slug}`;
}
