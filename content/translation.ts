import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentFiles, contentFolders, holdsWords, translationOf } from "./files";
import { translations } from "./languages";
import { problemsOf, splitFrontMatter, YamlSource } from "./source";

/**
 * Translations (docs/decisions/0021-translations.md, 0027-translation-status.md): content/<language>/<name>.yaml
 * beside content/en/<name>.yaml, and the Markdown folders' <language> beside their en. A translation holds only words,
 * in the English file's shape: the same keys (a subset), the items of a list of named items (content/schema/blocks.ts,
 * itemList) under their English item's id and those of other lists in the same order, strings where the English has
 * strings, and in each string the same {{tokens}} and {values} as the English one. Figures, paths and settings come
 * from the English file, so a fact is never typed twice.
 *
 * Each translated text is known by its key, its path with a named item's id in place of its position
 * (faqs.home-loan.answer). `translatedFrom` records, by key, the fingerprint of the English each text was translated
 * from; `review` lists the keys ("body" for a Markdown body) a native speaker should still check. A text whose English
 * has changed since (or whose fingerprint is not recorded) is outdated and shows in English until translated again;
 * an English text with no translation is missing and shows in English. A translation's own mistakes fail the build;
 * an English edit never does.
 */

type Path = (string | number)[];

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}|\{\w+\}/g;
const FINGERPRINT = /^[0-9a-f]{8}$/;

/**
 * The fingerprint of an English text, as `translatedFrom` records it: 8 hex digits of its SHA-256, with runs of white
 * space as one space, so re-flowing a text is not a change.
 */
export function fingerprintOf(english: string): string {
  return createHash("sha256").update(english.replace(/\s+/g, " ").trim()).digest("hex").slice(0, 8);
}

/**
 * A translated text against its English: the English's fingerprint, and why the text shows in English, if it does:
 * the English changed since the `recorded` fingerprint, or none is recorded, or the text does not use the English's
 * placeholders (only its {{tokens}}, for a Markdown body, whose {values} are not filled).
 */
function stateOf(
  english: string,
  translated: string,
  recorded: string | undefined,
  placeholders: "placeholders" | "tokens",
): { fingerprint: string; why?: string } {
  const fingerprint = fingerprintOf(english);
  if (recorded === undefined) return { fingerprint, why: "no record of the English it was translated from" };
  if (recorded !== fingerprint) return { fingerprint, why: "the English has changed since" };
  const used = (text: string) =>
    placeholdersOf(text).filter((found) => placeholders === "placeholders" || found.startsWith("{{"));
  const difference = differenceOf(used(english), used(translated));
  return { fingerprint, ...(difference && { why: `the ${placeholders} differ (${difference})` }) };
}

/**
 * The placeholders a text uses, each once, sorted: tokens as `{{name}}` (whatever form a language's text asks for,
 * `{{name.oblique}}`), values as `{name}`.
 */
function placeholdersOf(text: string): string[] {
  const names = (text.match(PLACEHOLDER) ?? []).map((found) => found.replace(/\s+/g, "").replace(/\.\w+\}\}$/, "}}"));
  return [...new Set(names)].sort();
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** Whether a list's items are named (content/schema/blocks.ts, itemList): each English item has an id. */
const isNamedList = (list: readonly unknown[]): list is { id: string }[] =>
  list.length > 0 && list.every((item) => isRecord(item) && typeof item.id === "string");

/** An English text a translation lacks or is behind: its key, its English as it is now and that English's fingerprint. */
export type TextState = {
  key: string;
  /** The English text, as written in its file (tokens unfilled). */
  english: string;
  /** What `translatedFrom` records for a translation of this English. */
  fingerprint: string;
  /** Why the text is outdated: its English changed, no fingerprint is recorded, or the placeholders differ. */
  why?: string;
  /** The translation's line, where it has one. */
  line?: number;
};

/** Where one translated file stands against its English: what to ask the translator for. */
export type TranslationStatus = {
  language: string;
  /** The translation's file, whether it exists yet or not. */
  file: string;
  englishFile: string;
  /** Translated texts whose English changed since: they show in English. */
  outdated: TextState[];
  /** English texts with no translation: they show in English. */
  missing: TextState[];
  /** Translated texts, shown, that a native speaker should still check. */
  review: string[];
};

/**
 * The keys of every English text at `wordPaths` (paths of field names, "*" for each item of a list): what a
 * translation of this English has to say. A named item's key has its id in place of its position.
 */
function englishTexts(data: unknown, wordPaths: readonly (readonly string[])[]): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: unknown, rest: readonly string[], key: string[]) => {
    if (rest.length === 0) {
      // A text of placeholders, figures and signs only ("{{projectName}}", "{hour}:{minute}") reads the same in every
      // language.
      if (typeof node === "string" && /\p{L}/u.test(node.replace(PLACEHOLDER, ""))) texts.set(key.join("."), node);
      return;
    }
    const [head, ...tail] = rest;
    if (head === "*") {
      if (!Array.isArray(node)) return;
      const named = isNamedList(node);
      node.forEach((item, index) => walk(item, tail, [...key, named ? (item as { id: string }).id : String(index)]));
    } else if (isRecord(node) && head !== undefined) walk(node[head], tail, [...key, head]);
  };
  for (const wordPath of wordPaths) walk(data, wordPath, []);
  return texts;
}

/**
 * Checks a translation against its English and lays its words over the English data, keeping the English for every
 * text that is outdated. Problems name the translation's file, line and field.
 */
function overlayTranslation(
  english: YamlSource,
  translation: YamlSource,
  wordPaths: readonly (readonly string[])[],
): {
  data: unknown;
  review: string[];
  problems: string[];
  outdated: TextState[];
  /** The keys of the texts the translation holds, outdated or not. */
  translated: Set<string>;
  translatedFrom: Record<string, string>;
} {
  const problems: string[] = [];
  const outdated: TextState[] = [];
  const translated = new Set<string>();
  const where = (at: Path) => `${translation.file}:${translation.lineOf(at)} › ${at.join(".") || "(root)"}`;
  const { review = [], translatedFrom: recorded = {}, ...words } = (translation.data ?? {}) as Record<string, unknown>;
  const translatedFrom: Record<string, string> = {};
  if (recorded !== null && !isRecord(recorded))
    problems.push(`${where(["translatedFrom"])}: the English's fingerprint of each text, by key`);
  else {
    for (const [key, fingerprint] of Object.entries(recorded ?? {})) {
      if (typeof fingerprint === "string" && FINGERPRINT.test(fingerprint)) translatedFrom[key] = fingerprint;
      else
        problems.push(
          `${where(["translatedFrom", key])}: expected a fingerprint of 8 hex digits, as the build writes it`,
        );
    }
  }

  const wordFields = new Set(wordPaths.map((each) => each.join(".")));
  /** The field a key is a text of: its path with "*" for each item of a list. */
  const fieldOf = (at: Path) => at.map((step) => (typeof step === "number" ? "*" : step)).join(".");

  const overlay = (base: unknown, over: unknown, at: Path, key: string[]): unknown => {
    if (typeof over === "string") {
      if (typeof base !== "string") {
        problems.push(`${where(at)}: the English (${english.file}) has ${kindOf(base)} here, not words`);
        return base;
      }
      if (!wordFields.has(fieldOf(at))) {
        problems.push(`${where(at)}: not words to translate: it comes from the English file (${english.file})`);
        return base;
      }
      const textKey = key.join(".");
      translated.add(textKey);
      const { fingerprint, why } = stateOf(base, over, translatedFrom[textKey], "placeholders");
      if (!why) return over;
      outdated.push({ key: textKey, english: base, fingerprint, why, line: translation.lineOf(at) });
      return base;
    }
    if (Array.isArray(over)) {
      if (!Array.isArray(base)) {
        problems.push(`${where(at)}: a list; the English (${english.file}) has ${kindOf(base)} here`);
        return base;
      }
      if (isNamedList(base)) return overlayNamed(base, over, at, key);
      // Items the team has added in English show in English until translated; translated items the English no
      // longer has are left out.
      return base.map((item, index) =>
        index < over.length ? overlay(item, over[index], [...at, index], [...key, String(index)]) : item,
      );
    }
    if (isRecord(over)) {
      if (!isRecord(base)) {
        problems.push(`${where(at)}: the English (${english.file}) has ${kindOf(base)} here`);
        return base;
      }
      const merged: Record<string, unknown> = { ...base };
      for (const [field, value] of Object.entries(over)) {
        if (!(field in merged)) {
          problems.push(`${where([...at, field])}: no such field in the English (${english.file})`);
          continue;
        }
        merged[field] = overlay(merged[field], value, [...at, field], [...key, field]);
      }
      return merged;
    }
    problems.push(
      `${where(at)}: only words are translated; ${String(over)} comes from the English file (${english.file})`,
    );
    return base;
  };

  /** A list of named items: each translated item under its English item's id, wherever either stands. */
  const overlayNamed = (base: { id: string }[], over: unknown[], at: Path, key: string[]): unknown[] => {
    const ids = base.map((item) => item.id);
    const byId = new Map<string, { words: Record<string, unknown>; index: number }>();
    over.forEach((item, index) => {
      const id = isRecord(item) ? item.id : undefined;
      if (typeof id !== "string" || !ids.includes(id)) {
        // An item the English no longer has is left out; one with no id is a mistake.
        if (typeof id !== "string")
          problems.push(`${where([...at, index])}: names no item: give it its English item's id (${ids.join(", ")})`);
        return;
      }
      if (byId.has(id)) problems.push(`${where([...at, index, "id"])}: ${id} is translated above already`);
      else
        byId.set(id, { words: Object.fromEntries(Object.entries(item as object).filter(([f]) => f !== "id")), index });
    });
    return base.map((item) => {
      const found = byId.get(item.id);
      return found ? overlay(item, found.words, [...at, found.index], [...key, item.id]) : item;
    });
  };

  const data = overlay(english.data, words, [], []);
  const reviewList = Array.isArray(review) ? review : [];
  if (!Array.isArray(review) || reviewList.some((entry) => typeof entry !== "string")) {
    problems.push(`${where(["review"])}: a list of the texts to review, by key, such as banner.heading`);
  }
  // A review entry names a text of the translation's own file, though its English item may be gone since.
  const own = new Set<string>();
  const collect = (node: unknown, key: string[]) => {
    if (typeof node === "string") own.add(key.join("."));
    else if (Array.isArray(node)) {
      node.forEach((item, index) =>
        collect(item, [...key, isRecord(item) && typeof item.id === "string" ? item.id : String(index)]),
      );
    } else if (isRecord(node)) for (const [field, value] of Object.entries(node)) collect(value, [...key, field]);
  };
  collect(words, []);
  for (const [index, entry] of reviewList.entries()) {
    if (typeof entry === "string" && entry !== "body" && !own.has(entry))
      problems.push(`${where(["review", index])}: "${entry}" is not a translated text`);
  }
  return {
    data,
    review: reviewList.filter((entry): entry is string => typeof entry === "string"),
    problems,
    outdated,
    translated,
    translatedFrom,
  };
}

export type TranslationReport = {
  /** Where each translated file stands (outdated, missing, to review), by language; files with nothing left out. */
  status: TranslationStatus[];
  /** Each translated data file laid over its English, for the English schema to check (content/compile.ts). */
  overlays: { language: string; name: string; source: YamlSource; data: unknown }[];
  /**
   * Each Markdown file of the folders in each language: the English front matter with the translated words laid
   * over it, and the translated body (the English one while it is outdated, or with no translation).
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
  problems: string[];
};

/** The paths of a schema's texts in words (field names, "*" for each item of a list): what a translation says. */
export type WordPaths = (schema: z.ZodObject) => readonly (readonly string[])[];

/**
 * Checks every translation below `root` against its English: the data files and the Markdown folders' front matter
 * and bodies (a body keeps the English's {{tokens}}). Returns where each stands and its problems. Translations of the
 * English files `englishIsValid` rejects are skipped.
 */
export function checkTranslations(
  root: string,
  wordPaths: WordPaths,
  englishIsValid: (file: string) => boolean = () => true,
): TranslationReport {
  const report: TranslationReport = { status: [], overlays: [], markdown: [], problems: [] };
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  // Worked out once per schema: a folder's schema serves each of its files, in each language.
  const pathsOf = new Map<z.ZodObject, ReturnType<WordPaths>>();
  const wordPathsFor = (schema: z.ZodObject) => {
    let paths = pathsOf.get(schema);
    if (!paths) pathsOf.set(schema, (paths = wordPaths(schema)));
    return paths;
  };
  for (const language of translations) {
    /** Where a translation stands: its outdated texts, and the English texts at `paths` it does not hold. */
    const stand = (
      file: string,
      englishFile: string,
      english: Map<string, string>,
      result?: { outdated: TextState[]; translated: Set<string>; review: string[] },
    ) => {
      const outdated = result?.outdated ?? [];
      const missing = [...english]
        .filter(([key]) => !result?.translated.has(key))
        .map(([key, text]) => ({ key, english: text, fingerprint: fingerprintOf(text) }));
      const shown = new Set(outdated.map((text) => text.key));
      const review = (result?.review ?? []).filter((key) => !shown.has(key));
      if (outdated.length + missing.length + review.length > 0) {
        report.status.push({ language, file, englishFile, outdated, missing, review });
      }
    };
    const check = (englishFile: string, translatedFile: string, schema: z.ZodObject, name?: string, folder = "") => {
      // An invalid English file has its problems reported already; its translation is checked once it is valid.
      if (!englishIsValid(englishFile)) return;
      const exists = existsSync(path.join(root, translatedFile));
      try {
        if (name !== undefined) {
          const englishSource = new YamlSource(englishFile, read(englishFile));
          const english = englishTexts(englishSource.data, wordPathsFor(schema));
          if (!exists) return stand(translatedFile, englishFile, english);
          const source = new YamlSource(translatedFile, read(translatedFile));
          const result = overlayTranslation(englishSource, source, wordPathsFor(schema));
          report.problems.push(...result.problems);
          if (result.problems.length === 0) report.overlays.push({ language, name, source, data: result.data });
          return stand(translatedFile, englishFile, english, result);
        }
        const english = splitFrontMatter(englishFile, read(englishFile));
        const texts = englishTexts(english.front.data, wordPathsFor(schema));
        if (english.body.trim()) texts.set("body", english.body);
        if (!exists) {
          report.markdown.push({ language, folder, englishFile, front: english.front.data, body: english.body });
          return stand(translatedFile, englishFile, texts);
        }
        const translated = splitFrontMatter(translatedFile, read(translatedFile));
        const result = overlayTranslation(english.front, translated.front, wordPathsFor(schema));
        report.problems.push(...result.problems);
        // The body is one text: outdated as a whole, as a text of the front matter is.
        const { fingerprint, why } = stateOf(english.body, translated.body, result.translatedFrom.body, "tokens");
        if (translated.body.trim()) result.translated.add("body");
        if (why && translated.body.trim())
          result.outdated.push({ key: "body", english: english.body, fingerprint, why });
        const body = why ? english.body : translated.body;
        report.markdown.push({ language, folder, englishFile, front: result.data, body, source: translated.front });
        stand(translatedFile, englishFile, texts, result);
      } catch (error) {
        report.problems.push(...problemsOf(error));
      }
    };
    const files = contentFiles.filter(holdsWords);
    for (const entry of files) check(entry.file, translationOf(entry, language), entry.schema, entry.name);
    const known = new Set(files.map((entry) => path.basename(entry.file)));
    const folder = `content/${language}`;
    for (const file of existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)) : []) {
      if (!known.has(file))
        report.problems.push(`${folder}/${file}:1 › no English file content/en/${file} to translate`);
    }
    for (const { name, folder, schema } of contentFolders) {
      const translatedFolder = folder.replace(/\/en$/, `/${language}`);
      const translatedFiles = existsSync(path.join(root, translatedFolder))
        ? readdirSync(path.join(root, translatedFolder)).filter((file) => file.endsWith(".md"))
        : [];
      for (const file of translatedFiles) {
        if (!existsSync(path.join(root, folder, file)))
          report.problems.push(`${translatedFolder}/${file}:1 › no English file ${folder}/${file} to translate`);
      }
      // An English file with no translation yet is shown in English on the translated pages.
      for (const file of readdirSync(path.join(root, folder)).filter((entry) => entry.endsWith(".md"))) {
        check(`${folder}/${file}`, `${translatedFolder}/${file}`, schema, undefined, name);
      }
    }
  }
  return report;
}
