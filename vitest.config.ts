import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The `~/` and `@content/` aliases are declared once, in tsconfig.json `paths`.
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts"],
    environment: "node",
  },
});
