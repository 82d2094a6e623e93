// Islands spike (docs/decisions/0024-islands.md): the home page and the flat pages of this project (../..), rendered
// by Astro from the same React components, with only the interactive parts hydrated.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";

const MAIN = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  output: "static",
  build: { format: "directory", assets: "assets" },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: [
        { find: /^~\/(.*)$/, replacement: `${MAIN}/app/$1` },
        { find: /^@content\/(.*)$/, replacement: `${MAIN}/content/$1` },
        { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, "src/shims/react-router.tsx") },
      ],
      dedupe: ["react", "react-dom"],
    },
    server: { fs: { allow: [MAIN, import.meta.dirname] } },
    build: { assetsInlineLimit: 0 },
  },
});
