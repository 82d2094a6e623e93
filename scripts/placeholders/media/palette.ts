/**
 * The one palette of every placeholder: golden-hour light on sand and cream
 * walls, deep teal and green for glass and planting, terracotta accents.
 */
export const palette = {
  ink: "#1f2b2c",
  deepTeal: "#0f4a47",
  teal: "#1d6b64",
  tealMid: "#3b8c83",
  tealLight: "#8fc3b8",
  mist: "#cfe3dc",

  forest: "#244f3a",
  green: "#3d7548",
  leaf: "#5f9450",
  lawn: "#86a85a",
  lawnLight: "#a9bf6d",
  olive: "#8a9a55",

  sand: "#e6d2ab",
  sandLight: "#f2e6cc",
  sandDark: "#c9ad80",
  cream: "#fbf4e4",
  stone: "#d8cbb3",
  concrete: "#b9b3a8",

  terracotta: "#c0653c",
  terracottaDark: "#94482a",
  terracottaLight: "#dc8a5e",
  gold: "#e2a84a",
  goldLight: "#f3cf86",
  sun: "#fff3d0",

  skyTop: "#6fa6ad",
  skyMid: "#b9d2c8",
  skyLow: "#f5e3c2",
  skyHorizon: "#f3c48c",

  water: "#3aa6a8",
  waterLight: "#86d3cc",
  waterDeep: "#1f7c83",

  wood: "#b5835a",
  woodLight: "#d6ad80",
  woodDark: "#7d5538",
  shadow: "#1d2a33",
} as const;

/** Sky colours per time of day, top to horizon. */
export const skies = {
  golden: [
    [0, "#5f9aa5"],
    [0.35, "#a9cbc4"],
    [0.62, "#f4e4c4"],
    [0.85, "#f6cf98"],
    [1, "#f2b57a"],
  ],
  dusk: [
    [0, "#233f56"],
    [0.35, "#4f6d83"],
    [0.6, "#b48a88"],
    [0.82, "#eaa978"],
    [1, "#f2bf7e"],
  ],
  day: [
    [0, "#6aa8b8"],
    [0.45, "#a8d0d2"],
    [0.8, "#e9eee0"],
    [1, "#f6ead0"],
  ],
} as const;

export type SkyMood = keyof typeof skies;
