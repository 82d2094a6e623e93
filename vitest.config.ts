import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
