/**
 * The brand's colours, named as the design tokens of app/styles/app.css (`--color-<name>` in @theme),
 * from which Tailwind's classes come. Written here for what CSS cannot reach: the theme-color meta tag
 * (app/shells/layout/Page.astro), the web manifest (app/endpoints/web-manifest.ts) and the brochure (scripts/build/brochure/theme.ts).
 * app/styles/brand.test.ts fails if app.css and this list differ.
 *
 * No imports: scripts load this outside Vite.
 */
export const brandColors = {
  "brand-950": "#0a2a2b",
  "brand-900": "#0f3d3e",
  "brand-800": "#14504f",
  "brand-700": "#1b6463",
  "brand-100": "#dcebe8",
  "brand-50": "#eef6f4",
  "gold-700": "#7d5a17",
  "gold-600": "#9c7222",
  "gold-500": "#c8963e",
  "gold-300": "#e6c88a",
  "gold-100": "#f7ecd6",
  "sand-50": "#fbf8f2",
  "sand-100": "#f4ede0",
  "sand-200": "#e8dcc6",
  ink: "#1b2523",
  muted: "#4f5b58",
  whatsapp: "#1c7c45",
  danger: "#a4262c",
} as const;
