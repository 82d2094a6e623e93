import { readdirSync } from "node:fs";
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { clientDirectives } from "./app/astro/directives.ts";

// Every folder of app/features is a feature, so a new one is fenced in without editing this list.
const features = readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The only client directives a shell may give an island: the site's own (app/astro/directives.ts), never Astro's
// `client:load`, `client:idle`, `client:visible`, `client:media` or `client:only` (docs/decisions/0024-islands.md).
const allowedDirectives = Object.keys(clientDirectives);

// Every internal link is typed by the page registry (href(), app/utils/paths.ts; docs/decisions/0035): a path
// written out in a link's attribute is not. Files (a path with an extension: /favicon.svg) are not pages.
const literalLinks = [
  "Literal",
  "JSXExpressionContainer > Literal",
  "JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child",
].map((value) => ({
  selector: `JSXAttribute[name.name=/^(href|action|.+Href)$/] > ${value}[value=/^\\/(?![^?#]*\\.\\w+$)/], JSXAttribute[name.name=/^(href|action|.+Href)$/] > ${value}[value.raw=/^\\/(?![^?#]*\\.\\w+$)/]`,
  message: "A link to a page of the site is made by href() (app/utils/paths.ts), typed by the page registry",
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".astro/",
      "node_modules/",
      "app/generated/",
      "content/generated/",
      "public/",
      "test-results/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    settings: {
      // The import rules need to know where `#app/…` and `#content/…` lead (package.json `imports`, their one
      // declaration, which TypeScript, Vite, tsx and esbuild read too): the resolver follows them. Without it they
      // resolve to nothing and every path rule below passes silently (tests/lint/import-rules.test.ts checks that
      // they fire).
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // Modules the rules read to follow imports further (no-cycle); by default only JavaScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A module in another folder is imported by its alias from the root (#app/…, #content/…), never by `../`.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^\\.\\./", message: "Import a module of another folder by its alias: #app/…, #content/…" },
          ],
        },
      ],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      // Imports flow one way: content and shared UI → features → pages → parts → shells (README.md, "Code layout").
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            { target: "./content", from: "./app", message: "content/ must not depend on the app" },
            { target: "./app/components", from: "./app/features", message: "shared UI must not import features" },
            { target: "./app/utils", from: "./app/features", message: "utils are the bottom layer of the app" },
            { target: "./app/utils", from: "./app/components", message: "utils are the bottom layer of the app" },
            { target: "./app/features", from: "./app/pages", message: "features must not import pages" },
            { target: "./app/components", from: "./app/pages", message: "shared UI must not import pages" },
            { target: "./app/utils", from: "./app/pages", message: "utils are the bottom layer of the app" },
            { target: "./app/pages", from: "./app/parts", message: "pages must not import the shells' parts" },
            { target: "./app/features", from: "./app/parts", message: "features must not import the shells' parts" },
            { target: "./app/components", from: "./app/parts", message: "shared UI must not import the shells' parts" },
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
  // The shells (app/shells/): astro-eslint-parser with TypeScript in the frontmatter.
  ...astro.configs.recommended,
  {
    files: ["**/*.astro"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute > JSXNamespacedName[namespace.name="client"][name.name!=/^(?:${allowedDirectives.join("|")})$/]`,
          message: `Not one of the site's client directives, which are ${allowedDirectives.map((name) => `client:${name}`).join(", ")} (docs/decisions/0024-islands.md).`,
        },
        ...literalLinks,
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": ["error", ...literalLinks],
    },
  },
  {
    files: ["tests/**/*.ts", "scripts/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
