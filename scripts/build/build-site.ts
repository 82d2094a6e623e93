/**
 * `react-router build` once per language: English at the root of build/client, then each translation with
 * SITE_LANGUAGE set, which builds the same routes under its folder (react-router.config.ts) with its words
 * (scripts/build/vite-plugin-language.ts) into build/<language>/. Its pages (build/<language>/client/<language>/)
 * and scripts then join the English ones; the scripts both builds share have the same names and bytes.
 *
 *   npx tsx scripts/build/build-site.ts
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { translations } from "../../content/languages";

const CLIENT = path.resolve("build/client");
const bin = path.resolve("node_modules/.bin/react-router");

function build(language: string) {
  console.log(`\nbuild-site: the ${language} pages`);
  execFileSync(bin, ["build"], { stdio: "inherit", env: { ...process.env, SITE_LANGUAGE: language } });
}

build("en");
for (const language of translations) {
  const output = path.resolve(`build/${language}`);
  rmSync(output, { recursive: true, force: true });
  build(language);
  const pages = path.join(output, "client", language);
  if (!existsSync(pages)) throw new Error(`build-site: no pages in ${pages}`);
  // build/client/<language>/ already holds what the English build copied from public/<language>/ (the
  // translated brochure, scripts/build/build-brochure.ts): the pages are copied in beside it.
  cpSync(pages, path.join(CLIENT, language), { recursive: true });
  const assets = path.join(output, "client/assets");
  let added = 0;
  for (const name of readdirSync(assets)) {
    if (existsSync(path.join(CLIENT, "assets", name))) continue;
    cpSync(path.join(assets, name), path.join(CLIENT, "assets", name));
    added += 1;
  }
  rmSync(output, { recursive: true, force: true });
  console.log(`build-site: ${language} pages in build/client/${language}/, ${added} scripts and styles of their own`);
}
