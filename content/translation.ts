import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentFiles, contentFolders, holdsWords, translationOf } from "./files";
import { translations } from "./languages";
import { problemsOf, splitFrontMatter, YamlSource } from "./source";

/**
 * Translations (docs/decisions/0021-translations.md): content/<language>/<name>.yaml beside content/en/<name>.yaml,
 * and the Markdown folders' <language> beside their en. A translation holds only words, in the English
 * file's shape: the same keys (a subset), lists of the same length, strings where the English has strings,
 * and in each string the same {{tokens}} and {values} as the English one. Figures, paths and settings
 * come from the English file, so a fact is never typed twice. `review` lists the fields (dotted paths,
 * "body" for a Markdown body) a native speaker should still check. A translation's own mistakes fail the
 * build; an English edit that leaves a translation behind (`stale`) is reported and never does.
 */

type Path = (string | number)[];

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{\w+\}/g;

/** The placeholders a text uses, each once, sorted: tokens as `{{name}}`, values as `{name}`. */
function placeholdersOf(text: string): string[] {
  return [...new Set((text.match(PLACEHOLDER) ?? []).map((found) => found.replace(/\s+/g, "")))].sort();
}

function differenceOf(english: string[], translated: string[]): string {
  const missing = english.filter((item) => !translated.includes(item));
  const extra = translated.filter((item) => !english.includes(item));
  return [
    missing.length > 0 ? `missing ${missing.join(" ")}` : "",
    extra.length > 0 ? `${extra.join(" ")} not in the English` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null || value === undefined) return "nothing";
  return typeof value === "object" ? "a group of fields" : `a ${typeof value}`;
}

/**
 * Checks a translation against its English and lays its words over the English data. Problems name the
 * translation's file, line and field.
 */
function overlayTranslation(
  english: YamlSource,
  translation: YamlSource,
): { data: unknown; review: string[]; problems: string[]; stale: string[] } {
  const problems: string[] = [];
  const stale: string[] = [];
  const where = (at: Path) => `${translation.file}:${translation.lineOf(at)} › ${at.join(".") || "(root)"}`;
  const { review = [], ...words } = (translation.data ?? {}) as { review?: unknown };

  const overlay = (base: unknown, over: unknown, at: Path): unknown => {
    if (typeof over === "string") {
      if (typeof base !== "string") {
        problems.push(`${where(at)}: the English (${english.file}) has ${kindOf(base)} here, not words`);
        return base;
      }
      const difference = differenceOf(placeholdersOf(base), placeholdersOf(over));
      if (!difference) return over;
      stale.push(`${where(at)}: shown in English until translated again: the placeholders differ (${difference})`);
      return base;
    }
    if (Array.isArray(over)) {
      if (!Array.isArray(base)) {
        problems.push(`${where(at)}: a list; the English (${english.file}) has ${kindOf(base)} here`);
        return base;
      }
      // Items the team has added in English show in English until translated; translated items the English no
      // longer has are left out.
      if (over.length > base.length) {
        stale.push(
          `${where(at)}: ${over.length - base.length} translated items left out: the English has ${base.length}`,
        );
      }
      return base.map((item, index) => (index < over.length ? overlay(item, over[index], [...at, index]) : item));
    }
    if (over && typeof over === "object") {
      if (!base || typeof base !== "object" || Array.isArray(base)) {
        problems.push(`${where(at)}: the English (${english.file}) has ${kindOf(base)} here`);
        return base;
      }
      const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      for (const [key, value] of Object.entries(over)) {
        if (!(key in merged)) {
          problems.push(`${where([...at, key])}: no such field in the English (${english.file})`);
          continue;
        }
        merged[key] = overlay(merged[key], value, [...at, key]);
      }
      return merged;
    }
    problems.push(
      `${where(at)}: only words are translated; ${String(over)} comes from the English file (${english.file})`,
    );
    return base;
  };

  const data = overlay(english.data, words, []);
  const reviewList = Array.isArray(review) ? review : [];
  if (!Array.isArray(review) || reviewList.some((entry) => typeof entry !== "string")) {
    problems.push(`${where(["review"])}: a list of the fields to review, such as banner.heading`);
  }
  for (const [index, entry] of reviewList.entries()) {
    if (typeof entry !== "string" || entry === "body") continue;
    const value = entry.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], words);
    if (typeof value !== "string") problems.push(`${where(["review", index])}: "${entry}" is not a translated text`);
  }
  return { data, review: reviewList.filter((entry): entry is string => typeof entry === "string"), problems, stale };
}

export type TranslationReport = {
  /** What each language's translations leave to review, by file: the fields a native speaker should check. */
  review: Record<string, Record<string, string[]>>;
  /** Each translated data file laid over its English, for the English schema to check (content/compile.ts). */
  overlays: { language: string; name: string; source: YamlSource; data: unknown }[];
  /**
   * Each Markdown file of the folders in each language: the English front matter with the translated words laid
   * over it, and the translated body (the English one while the English's tokens differ, or with no translation).
   */
  markdown: {
    language: string;
    /** The folder's name in content/files.ts (posts, pages, progress). */
    folder: string;
    englishFile: string;
    front: unknown;
    body: string;
    /** The translation's front matter; none when the file has no translation. */
    source?: YamlSource;
  }[];
  /**
   * Texts the English has changed under: their placeholders differ, or the English list is shorter. They show
   * in English (or are left out) until translated again; an English edit never stops the build.
   */
  stale: string[];
  problems: string[];
};

/**
 * Checks every translation below `root` against its English: the data files and the Markdown folders'
 * front matter and bodies (a body keeps the English's {{tokens}}). Returns their review lists and problems.
 * Translations of the English files `englishIsValid` rejects are skipped.
 */
export function checkTranslations(
  root: string,
  englishIsValid: (file: string) => boolean = () => true,
): TranslationReport {
  const report: TranslationReport = { review: {}, overlays: [], markdown: [], stale: [], problems: [] };
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  for (const language of translations) {
    const review: Record<string, string[]> = {};
    report.review[language] = review;
    const check = (englishFile: string, translatedFile: string, name?: string, folder = "") => {
      // An invalid English file has its problems reported already; its translation is checked once it is valid.
      if (!existsSync(path.join(root, translatedFile)) || !englishIsValid(englishFile)) return;
      try {
        if (name !== undefined) {
          const source = new YamlSource(translatedFile, read(translatedFile));
          const result = overlayTranslation(new YamlSource(englishFile, read(englishFile)), source);
          report.problems.push(...result.problems);
          report.stale.push(...result.stale);
          if (result.problems.length === 0) report.overlays.push({ language, name, source, data: result.data });
          if (result.review.length > 0) review[translatedFile] = result.review;
          return;
        }
        const english = splitFrontMatter(englishFile, read(englishFile));
        const translated = splitFrontMatter(translatedFile, read(translatedFile));
        const result = overlayTranslation(english.front, translated.front);
        report.problems.push(...result.problems);
        report.stale.push(...result.stale);
        const difference = differenceOf(
          placeholdersOf(english.body).filter((found) => found.startsWith("{{")),
          placeholdersOf(translated.body).filter((found) => found.startsWith("{{")),
        );
        if (difference) {
          report.stale.push(
            `${translatedFile} › body: the English's tokens differ (${difference}): translate it again`,
          );
        }
        const body = difference ? english.body : translated.body;
        report.markdown.push({ language, folder, englishFile, front: result.data, body, source: translated.front });
        if (result.review.length > 0) review[translatedFile] = result.review;
      } catch (error) {
        report.problems.push(...problemsOf(error));
      }
    };
    const translated = contentFiles.filter(holdsWords);
    for (const entry of translated) {
      check(entry.file, translationOf(entry, language), entry.name);
    }
    const known = new Set(translated.map((entry) => path.basename(entry.file)));
    const folder = `content/${language}`;
    for (const file of existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : []) {
      if (!known.has(file))
        report.problems.push(`${folder}/${file}:1 › no English file content/en/${file} to translate`);
    }
    for (const { name, folder } of contentFolders) {
      const translatedFolder = folder.replace(/\/en$/, `/${language}`);
      const translatedFiles = existsSync(path.join(root, translatedFolder))
        ? readdirSync(path.join(root, translatedFolder)).filter((name) => name.endsWith(".md"))
        : [];
      // An English file with no translation yet is shown in English on the translated pages.
      for (const file of readdirSync(path.join(root, folder)).filter((name) => name.endsWith(".md"))) {
        if (translatedFiles.includes(file)) continue;
        const englishFile = `${folder}/${file}`;
        try {
          const english = splitFrontMatter(englishFile, read(englishFile));
          report.markdown.push({ language, folder: name, englishFile, front: english.front.data, body: english.body });
        } catch {
          // Reported with the English file's own problems.
        }
      }
      for (const file of translatedFiles) {
        const englishFile = `${folder}/${file}`;
        if (!existsSync(path.join(root, englishFile))) {
          report.problems.push(`${translatedFolder}/${file}:1 › no English file ${englishFile} to translate`);
          continue;
        }
        check(englishFile, `${translatedFolder}/${file}`, undefined, name);
      }
    }
  }
  return report;
}
