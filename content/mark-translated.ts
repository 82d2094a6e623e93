import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMap, parseDocument } from "yaml";
import type { TranslationStatus } from "./translation";

/**
 * Records that a translation's outdated texts have been translated again from today's English: their English's
 * fingerprint goes into the file's `translatedFrom` (content/translation.ts), and they show in the translation from the
 * next build. `keys` limits it to those texts; by default, every outdated text of the file. A text whose placeholders
 * differ from its English's stays outdated until they agree. The CMS does the same from its form
 * (scripts/cms/admin-setup.ts). Returns the keys recorded.
 */
export function markTranslated(root: string, status: TranslationStatus, keys?: readonly string[]): string[] {
  const texts = status.outdated.filter((text) => !keys || keys.includes(text.key));
  if (texts.length === 0) return [];
  const file = path.join(root, status.file);
  const raw = readFileSync(file, "utf8");
  const front = /^---\r?\n([\s\S]*?\r?\n)---\r?\n/.exec(raw);
  const document = parseDocument(front ? (front[1] ?? "") : raw);
  // At the top of the file, where the CMS's form shows where the translation stands (scripts/cms/decap-config.ts).
  const top: unknown = document.contents;
  if (!document.has("translatedFrom") && isMap(top)) {
    top.items.unshift(document.createPair("translatedFrom", {}));
  }
  for (const { key, fingerprint } of texts) document.setIn(["translatedFrom", key], fingerprint);
  // In the order of their keys, as the CMS writes them (scripts/cms/formats.ts, withSortedFingerprints).
  const recorded: unknown = document.get("translatedFrom");
  if (isMap(recorded)) recorded.items.sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1));
  const yaml = document.toString({ lineWidth: 0 });
  writeFileSync(file, front ? `---\n${yaml}---\n${raw.slice(front[0].length)}` : yaml);
  return texts.map((text) => text.key);
}
