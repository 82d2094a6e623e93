import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { pageKinds } from "#app/page-registry.ts";
import { contentFiles, contentFolders } from "#content/files.ts";
import { translations } from "#content/languages.ts";
import { splitFrontMatter } from "#content/source.ts";
import { type Backend, decapConfig, type DecapConfig } from "./decap-config";

/** The current data of a registry entry: its YAML file, or the front matter of each Markdown file of its folder. */
export function readEntryData(name: string, root = process.cwd()): unknown[] {
  const file = contentFiles.find((entry) => entry.name === name);
  if (file) return [parse(readFileSync(path.join(root, file.file), "utf8")) as unknown];
  const folder = contentFolders.find((entry) => entry.name === name);
  if (!folder) throw new Error(`content/files.ts has no entry "${name}"`);
  const dir = path.join(root, folder.folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => splitFrontMatter(`${folder.folder}/${file}`, readFileSync(path.join(dir, file), "utf8")).front.data);
}

/** The site's CMS configuration: every file and folder of content/files.ts, with the given backend. */
export function siteDecapConfig(backend: Backend, root = process.cwd()): DecapConfig {
  const [site] = readEntryData("site", root) as [{ url?: string }];
  return decapConfig({
    files: contentFiles,
    translations,
    folders: contentFolders,
    data: (name) => readEntryData(name, root),
    // A new post is a new page (its paths come from the posts), a new progress update a new entry of /progress;
    // a new file among the pages has no route.
    creatable: (folder) => pageKinds.some((kind) => kind.paths.from === folder.name || kind.id === folder.listedOn),
    backend,
    siteUrl: site.url,
  });
}
