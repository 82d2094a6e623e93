import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = ["blog", "enquiry", "home", "landing", "thank-you"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "app/generated/", "public/", "test-results/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Imports flow one way: content and shared UI → features → routes (STYLE.md).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./content", from: "./app", message: "content/ must not depend on the app" },
            { target: "./app/components", from: "./app/features", message: "shared UI must not import features" },
            { target: "./app/components", from: "./app/routes", message: "shared UI must not import routes" },
            { target: "./app/utils", from: "./app/features", message: "utils are the bottom layer of the app" },
            { target: "./app/utils", from: "./app/components", message: "utils are the bottom layer of the app" },
            { target: "./app/features", from: "./app/routes", message: "features must not import routes" },
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "features do not import each other: the route composes them",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts", "scripts/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
