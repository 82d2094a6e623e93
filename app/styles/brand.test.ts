import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { brandColors } from "./brand";

const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");

it("app.css's colour tokens are the brand colours of app/styles/brand.ts, no more and no fewer", () => {
  const tokens = Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
  );
  expect(tokens).toEqual(brandColors);
});

it("app.css writes no colour but in those tokens", () => {
  const declarations = [...css.matchAll(/^.*#[0-9a-f]{3,8}\b.*$/gim)].map(([line]) => line.trim());
  expect(declarations.filter((line) => !line.startsWith("--color-"))).toEqual([]);
});
