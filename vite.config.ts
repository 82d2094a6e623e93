import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { trackingIsOn } from "./app/features/tracking/tracking-tools";
import trackingIds from "./content/generated/tracking";
import { contentReload } from "./scripts/build/vite-plugin-content";
import { languageContent } from "./scripts/build/vite-plugin-language";

export default defineConfig({
  // The `~/` and `@content/` aliases are declared once, in tsconfig.json `paths`; tsconfigPaths() reads them
  // (not spikes/'s tsconfig.json, which extends a package only the spike installs).
  plugins: [
    languageContent(),
    tsconfigPaths({ skip: (dir) => dir === "spikes" }),
    contentReload(),
    tailwindcss(),
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0 },
  // Whether content/tracking.yaml sets any id: with none, the consent panel, its words and conversion tracking's
  // code are left out of every page (docs/decisions/0026-consent-first-tracking.md).
  define: { "import.meta.env.TRACKING_ON": JSON.stringify(trackingIsOn(trackingIds)) },
});
