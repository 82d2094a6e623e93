/**
 * Every icon the site draws, by lucide name. scripts/build/build-icons.ts writes each into one
 * sprite file; add a name here to use a new icon.
 */
export const iconNames = [
  "arrow-down",
  "arrow-left",
  "arrow-right",
  "arrow-up",
  "building-complex",
  "calendar-days",
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
  "land-plot",
  "link-2",
  "map-pin",
  "mail",
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
  "ruler",
  "send",
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
