import { z } from "zod";
import { type ContentFile, type ContentFolder, holdsWords, translationOf } from "#content/files.ts";
import { languageOf } from "#content/languages.ts";
import { FORMATS, TRANSLATION_STATUS } from "./formats";

/**
 * The Decap CMS configuration, generated from the content registry (content/files.ts) and its zod
 * schemas (content/schema.ts), so the editor's forms cannot drift from what the build accepts:
 * every field of a schema becomes a form field with the same rules (required, bounds, options,
 * patterns), and nothing else does. decap-config.test.ts holds that in place; build-admin.ts
 * writes the result to /admin/config.yml. Decision record: docs/decisions/0014-decap-cms.md.
 */

/** A form field of Decap CMS (its `fields` entries); only the options this generator writes. */
export type DecapField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  /** A regular expression (as source) the value must match, and the message shown when it does not. */
  pattern?: [string, string];
  min?: number;
  max?: number;
  step?: number;
  value_type?: "int" | "float";
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  date_format?: string;
  time_format?: boolean;
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
  sanitize_preview?: boolean;
  /** Translated (true) or the same in every language (left out): Decap's i18n, in the folder collections. */
  i18n?: boolean;
};

export type DecapCollection = {
  name: string;
  label: string;
  description?: string;
  files?: { name: string; label: string; file: string; description?: string; fields: DecapField[] }[];
  folder?: string;
  create?: boolean;
  delete?: boolean;
  extension?: string;
  format?: string;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  fields?: DecapField[];
  i18n?: boolean;
};

export type DecapConfig = {
  backend: Record<string, unknown>;
  local_backend?: { url: string };
  publish_mode?: "editorial_workflow";
  site_url?: string;
  display_url?: string;
  locale: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
  collections: DecapCollection[];
};

/** Where image uploads go: `content/media/<folder>/`, stored as "<folder>/<file>" (content/schema/blocks.ts, mediaPath). */
export const MEDIA_ROOT = "content/media";

/**
 * Values may carry {{tokens}} where the build fills them in before checking the schema
 * (content/compile.ts, content/tokens.ts): such a value passes the form's pattern and is checked
 * once filled in, when the site is built.
 */
const TOKEN = String.raw`\{\{\s*\w+(?:\.\w+)?(?:\s+\d+(?:\.\d+)?)*\s*\}\}`;

/**
 * Markdown the site keeps (content/markdown.server.ts allows headings 2 to 4, bold, italics, links,
 * quotes, lists and code): the editor offers those buttons and no image or code-block components,
 * which the sanitizer would drop.
 */
const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "code",
  "link",
  "heading-two",
  "heading-three",
  "heading-four",
  "quote",
  "bulleted-list",
  "numbered-list",
];

/** Words a marketing person reads in capitals or with their own spelling. */
const WORDS: Record<string, string> = {
  bhk: "BHK",
  faq: "FAQ",
  faqs: "FAQs",
  hubspot: "HubSpot",
  id: "ID",
  og: "OG",
  pdf: "PDF",
  rera: "RERA",
  seo: "SEO",
  url: "URL",
  whatsapp: "WhatsApp",
};

/** "carpetArea" → "Carpet area", "mapsUrl" → "Maps URL", "seo" → "SEO". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => WORDS[word] ?? word);
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** "photos" → "photo", "amenities" → "amenity", "faqs" → "faq": the label of one item of a list. */
function singular(key: string): string {
  if (/ies$/.test(key)) return key.replace(/ies$/, "y");
  if (/(ss|us)$/.test(key)) return key;
  return key.replace(/s$/, "");
}

/** Fields whose text is prose, written in a text area rather than a one-line input. */
const PROSE = /^(description|answer|text|message|excerpt|detail|intro|summary|subline|welcome|alt|greeting)$/i;
const PROSE_LENGTH = 160;

// ---------------------------------------------------------------------------------------
// Reading zod 4 schemas: each schema carries its definition in `_zod.def` (type, checks,
// inner types), the form zod documents for libraries that walk schemas ("zod/v4/core").

type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
  error?: (issue: object) => unknown;
};

type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  error?: (issue: object) => unknown;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The message a schema or check was given (`.regex(re, "message")`, `{ error: "…" }`), if any. */
function messageOf(def: { error?: (issue: object) => unknown }): string | undefined {
  const message = def.error?.({});
  if (typeof message === "string") return message;
  if (message && typeof message === "object" && "message" in message && typeof message.message === "string") {
    return message.message;
  }
  return undefined;
}

/** Optional, default and other wrappers around a schema, with what they say about the field. */
type Unwrapped = {
  schema: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  title?: string;
};

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

function unwrap(outer: z.ZodType): Unwrapped {
  let schema = outer;
  let optional = false;
  let defaultValue: unknown;
  let description: string | undefined;
  let title: string | undefined;
  for (;;) {
    const meta = z.globalRegistry.get(schema);
    description ??= meta?.description;
    title ??= typeof meta?.title === "string" ? meta.title : undefined;
    const def = defOf(schema);
    if (def.type === "pipe" && def.in) {
      // z.preprocess and transforms: the form edits what goes in.
      schema = def.in;
      continue;
    }
    if (!WRAPPERS.has(def.type) || !def.innerType) break;
    if (def.type === "optional" || def.type === "nullable") optional = true;
    if (def.type === "nonoptional") optional = false;
    if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue ??= def.defaultValue;
    }
    schema = def.innerType;
  }
  return { schema, optional, defaultValue, description, title };
}

/** The length bounds and patterns of a string schema, with their messages. */
type StringRules = {
  min?: number;
  max?: number;
  patterns: { source: string; message: string }[];
  lengthMessages: string[];
};

function stringRules(schema: z.ZodType): StringRules {
  const def = defOf(schema);
  const rules: StringRules = { patterns: [], lengthMessages: [] };
  // z.email(), z.uuid(), z.url(): formats that are schemas of their own.
  if (def.format) {
    const message = messageOf(def) ?? `Expected a valid ${def.format}`;
    if (def.pattern) rules.patterns.push({ source: def.pattern.source, message });
    else if (def.format === "url") {
      const protocol = def.protocol?.source.replace(/^\^|\$$/g, "") ?? "[a-z][a-z0-9+.-]*";
      rules.patterns.push({ source: String.raw`^(?:${protocol}):\/\/[^\s/?#]+\S*$`, message });
    }
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    const message = messageOf(c);
    switch (c.check) {
      case "min_length":
        rules.min = Math.max(rules.min ?? 0, c.minimum ?? 0);
        if (message && (c.minimum ?? 0) > 1) rules.lengthMessages.push(message);
        break;
      case "max_length":
        rules.max = Math.min(rules.max ?? Infinity, c.maximum ?? Infinity);
        if (message) rules.lengthMessages.push(message);
        break;
      case "length_equals":
        rules.min = rules.max = c.length;
        if (message) rules.lengthMessages.push(message);
        break;
      case "string_format":
        if (c.pattern)
          rules.patterns.push({ source: c.pattern.source, message: message ?? "Not in the expected form" });
        break;
      case "overwrite": // .trim(), .toLowerCase(): applied by zod before the other checks
        break;
      default:
        throw new Error(`no CMS rule for the zod string check "${c.check}"`);
    }
  }
  return rules;
}

/** The bounds of a number schema and whether it takes whole numbers only. */
type NumberRules = {
  int: boolean;
  min?: number;
  max?: number;
  exclusiveMin?: number;
  exclusiveMax?: number;
  /** .multipleOf(): the form's arrows step by it. */
  step?: number;
};

function numberRules(schema: z.ZodType): NumberRules {
  const rules: NumberRules = { int: false };
  for (const check of defOf(schema).checks ?? []) {
    const c = check._zod.def;
    const value = c.value === undefined ? undefined : Number(c.value);
    switch (c.check) {
      case "number_format":
        rules.int = /int/.test(c.format ?? "");
        break;
      case "greater_than":
        if (c.inclusive) rules.min = Math.max(rules.min ?? -Infinity, value!);
        else rules.exclusiveMin = value;
        break;
      case "less_than":
        if (c.inclusive) rules.max = Math.min(rules.max ?? Infinity, value!);
        else rules.exclusiveMax = value;
        break;
      case "multiple_of":
        rules.step = value;
        break;
      default:
        throw new Error(`no CMS rule for the zod number check "${c.check}"`);
    }
  }
  return rules;
}

/** The length bounds of an array schema. */
function arrayRules(schema: z.ZodType): { min?: number; max?: number } {
  const rules: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") rules.min = c.minimum;
    else if (c.check === "max_length") rules.max = c.maximum;
    else if (c.check === "length_equals") rules.min = rules.max = c.length;
    // A check across the items (content/schema/blocks.ts, itemList: each id its own), which the build makes.
    else if (c.check === "custom") continue;
    else throw new Error(`no CMS rule for the zod array check "${c.check}"`);
  }
  return rules;
}

/** The values of a z.enum (or of a z.literal with several values). */
function enumValues(schema: z.ZodType): string[] {
  const def = defOf(schema);
  return (def.type === "enum" ? Object.values(def.entries ?? {}) : (def.values ?? [])).map(String);
}

/** The keys and field schemas of a z.object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return defOf(schema).shape ?? {};
}

const typeOf = (schema: z.ZodType): string => defOf(schema).type;

/** The element schema of an array, or the one schema every item of a tuple shares. */
function elementOf(schema: z.ZodType, where: string): z.ZodType {
  const def = defOf(schema);
  if (def.type === "array" && def.element) return def.element;
  const [first, ...others] = def.items ?? [];
  if (def.type === "tuple" && first && !def.rest && others.every((item) => item === first)) return first;
  throw new Error(`${where}: a tuple whose items differ has no CMS widget`);
}

/** Whether a string schema describes an image below content/media (mediaPath of content/schema/blocks.ts). */
function isImagePath(schema: z.ZodType): boolean {
  if (typeOf(schema) !== "string") return false;
  const accepts = (value: string) => schema.safeParse(value).success;
  return accepts("folder/photo.jpg") && accepts("folder/photo.png") && !accepts("folder/photo");
}

// ---------------------------------------------------------------------------------------
// Writing the form

type Context = {
  /** Values of this file may carry {{tokens}}. */
  tokens: boolean;
  /** The folder below content/media where an image field's uploads go. */
  mediaFolder: (path: string[]) => string;
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for several rules (each must match), with tokens let through where the build fills them in. */
function combinePatterns(rules: { source: string; message: string }[], tokens: boolean): [string, string] | undefined {
  if (rules.length === 0) return undefined;
  const [only] = rules;
  const all =
    rules.length === 1 && only
      ? only.source
      : `^${rules.map((rule) => String.raw`(?=[\s\S]*?(?:${rule.source}))`).join("")}`;
  const source = tokens ? `(?:${TOKEN})|(?:${all})` : all;
  return [source, [...new Set(rules.map((rule) => rule.message))].join("; ")];
}

function lengthRule(rules: StringRules): { source: string; message: string } | undefined {
  const min = rules.min ?? 0;
  const max = rules.max ?? Infinity;
  if (min <= 1 && max === Infinity) return undefined;
  const message =
    rules.lengthMessages.join("; ") ||
    (max === Infinity
      ? `At least ${min} characters`
      : min <= 1
        ? `At most ${max} characters`
        : `Between ${min} and ${max} characters`);
  return { source: String.raw`^[\s\S]{${min},${max === Infinity ? "" : max}}$`, message };
}

function stringField(key: string, schema: z.ZodType, path: string[], context: Context): Partial<DecapField> {
  const rules = stringRules(schema);
  const length = lengthRule(rules);
  const pattern = combinePatterns([...rules.patterns, ...(length ? [length] : [])], context.tokens);
  if (isImagePath(schema)) {
    const folder = context.mediaFolder(path);
    return {
      // A path that may also be a PDF (a copy of a document) takes any file; an image path, images only.
      widget: schema.safeParse("folder/document.pdf").success ? "file" : "image",
      media_folder: `/${MEDIA_ROOT}/${folder}`,
      public_folder: folder,
      choose_url: false,
      ...(pattern && { pattern }),
    };
  }
  const prose = PROSE.test(key) || (rules.max ?? 0) > PROSE_LENGTH;
  return { widget: prose ? "text" : "string", ...(pattern && { pattern }) };
}

function numberField(schema: z.ZodType): Partial<DecapField> {
  const rules = numberRules(schema);
  const field: Partial<DecapField> = { widget: "number", value_type: rules.int ? "int" : "float" };
  // Whole numbers: "more than 0" is "at least 1". z.number().int() also bounds to the safe integers: no form rule.
  let min = rules.min;
  let max = rules.max;
  if (rules.exclusiveMin !== undefined) min = rules.int ? rules.exclusiveMin + 1 : rules.exclusiveMin;
  if (rules.exclusiveMax !== undefined) max = rules.int ? rules.exclusiveMax - 1 : rules.exclusiveMax;
  if (min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER) field.min = min;
  if (max !== undefined && Math.abs(max) < Number.MAX_SAFE_INTEGER) field.max = max;
  if (rules.step !== undefined) field.step = rules.step;
  const excluded = [
    ...(!rules.int && rules.exclusiveMin !== undefined ? [{ value: rules.exclusiveMin, word: "more" }] : []),
    ...(!rules.int && rules.exclusiveMax !== undefined ? [{ value: rules.exclusiveMax, word: "less" }] : []),
  ];
  if (excluded.length > 0) {
    field.pattern = [
      `^${excluded.map(({ value }) => String.raw`(?!-?${escapeRegex(String(Math.abs(value)))}(?:\.0+)?$)`).join("")}`,
      excluded.map(({ value, word }) => `Must be ${word} than ${value}`).join("; "),
    ];
  }
  return field;
}

/** The fields that best name an item of a list, best first: a choice (enum) names it only when it is one of these. */
const preferred = ["title", "question", "label", "name", "heading", "network", "place", "id", "tower", "due"];

/** The field whose value best names an item of a list, for the list's one-line summaries. */
function summaryOf(shape: Record<string, z.ZodType>): string | undefined {
  const strings = Object.entries(shape).filter(([name, schema]) => {
    const type = typeOf(unwrap(schema).schema);
    return type === "string" || (type === "enum" && preferred.includes(name));
  });
  const [key] = strings.map(([name]) => name).sort((a, b) => rank(a) - rank(b));
  return key === undefined ? undefined : `{{fields.${key}}}`;
  function rank(name: string) {
    const index = preferred.indexOf(name);
    return index === -1 ? preferred.length : index;
  }
}

function arrayField(key: string, schema: z.ZodType, path: string[], context: Context): Partial<DecapField> {
  const { min, max } =
    typeOf(schema) === "tuple"
      ? { min: defOf(schema).items?.length, max: defOf(schema).items?.length }
      : arrayRules(schema);
  const bounds = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  const element = unwrap(elementOf(schema, path.join(".")));
  const itemPath = [...path, "*"];
  const itemLabel = humanize(singular(key));
  const elementType = typeOf(element.schema);
  if (elementType === "enum") {
    return { widget: "select", multiple: true, options: enumValues(element.schema), ...bounds };
  }
  if (elementType === "object") {
    const shape = shapeOf(element.schema);
    const summary = summaryOf(shape);
    return {
      widget: "list",
      label_singular: itemLabel,
      collapsed: true,
      ...(summary && { summary }),
      ...bounds,
      fields: objectFields(element.schema, itemPath, context),
    };
  }
  return {
    widget: "list",
    label_singular: itemLabel,
    ...bounds,
    field: fieldFor(singular(key), elementOf(schema, path.join(".")), itemPath, context),
  };
}

/** The form field for one key of an object schema. */
function fieldFor(key: string, outer: z.ZodType, path: string[], context: Context): DecapField {
  const { schema, optional, defaultValue, description, title } = unwrap(outer);
  const fieldPath = [...path, key];
  const where = fieldPath.join(".");
  const base: DecapField = {
    name: key,
    label: title ?? humanize(key),
    widget: "string",
    ...(description && { hint: description }),
    ...(optional && { required: false }),
    ...(defaultValue !== undefined && { default: defaultValue }),
  };
  const type = typeOf(schema);
  switch (type) {
    case "string":
      return { ...base, ...stringField(key, schema, fieldPath, context) };
    case "number":
      return { ...base, ...numberField(schema) };
    case "boolean":
      return { ...base, widget: "boolean" };
    case "enum":
      return { ...base, widget: "select", options: enumValues(schema) };
    case "literal": {
      const values = enumValues(schema);
      // One allowed value: nothing to choose; the form keeps (or writes) that value.
      if (values.length === 1) return { ...base, widget: "hidden", default: values[0] };
      return { ...base, widget: "select", options: values };
    }
    case "date":
      return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false };
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: objectFields(schema, fieldPath, context) };
    case "array":
    case "tuple":
      return { ...base, ...arrayField(key, schema, fieldPath, context) };
    default:
      throw new Error(`${where}: no CMS widget for a zod ${type}`);
  }
}

/** The form fields of an object schema, one per key, in the schema's order. */
function objectFields(schema: z.ZodType, path: string[], context: Context): DecapField[] {
  if (typeOf(schema) !== "object") throw new Error(`${path.join(".") || "(root)"}: expected a zod object`);
  return Object.entries(shapeOf(schema)).map(([key, field]) => fieldFor(key, field, path, context));
}

// ---------------------------------------------------------------------------------------
// Translations (docs/decisions/0021-translations.md): a translation holds the words only

const WORD_WIDGETS = new Set(["string", "text", "markdown"]);
/**
 * Text fields that name or address something rather than say it: ids, slugs, links, media files, and the place names
 * the figure words are keyed by (content/en/figure-words.yaml).
 */
const NOT_WORDS = /^(id|slug|url|href|tel|icon|kind|network|place|fileName|webm|mp4|mp3|music)$|(Url|Id|Path)$/;
/** Names of fields that are an address or a name where their schema fixes their form, and a label where it does not. */
const NOT_WORDS_WHEN_FIXED = /^(email|unit|plan)$/;

/** A field a translation writes in its own words. */
function isWords(field: DecapField): boolean {
  if (!WORD_WIDGETS.has(field.widget) || NOT_WORDS.test(field.name)) return false;
  // The form's "E-mail" label is words; the site's e-mail address (a pattern) is not.
  return !(NOT_WORDS_WHEN_FIXED.test(field.name) && field.pattern);
}

/**
 * Marks the fields of a folder collection for Decap's side-by-side editing: words translated, and the groups and
 * lists that hold words; the rest is the English's, hidden in the other languages and not written to their files.
 */
function withTranslations(fields: DecapField[]): DecapField[] {
  return fields.map((field) => {
    const inner = field.fields && withTranslations(field.fields);
    const single = field.field && withTranslations([field.field])[0];
    const words = isWords(field) || inner?.some((each) => each.i18n) || single?.i18n === true;
    return {
      ...field,
      ...(inner && { fields: inner }),
      ...(single && { field: single }),
      ...(words && { i18n: true }),
    };
  });
}

/**
 * Only the fields marked for translation (withTranslations), each optional: what a translation's own file holds.
 * Figures, pictures, choices and ids are left out: they come from the English, which shows where a field is empty.
 * An item of a list of named items (content/schema/blocks.ts, itemList) says which English item it translates: its
 * id, chosen from the English items of `english` (the English file's data).
 */
function translatableFields(fields: DecapField[], english: unknown[] = []): DecapField[] {
  const wordsOnly = (marked: DecapField[], path: string[]): DecapField[] =>
    marked.flatMap((field): DecapField[] => {
      const here = pathOf(field, path);
      if (field.name === "id" && path.at(-1) === "*") return [englishItem(english, path)];
      if (!field.i18n) return [];
      return [
        {
          ...field,
          ...(field.fields && { fields: wordsOnly(field.fields, here) }),
          ...(field.field && { field: wordsOnly([field.field], path)[0] }),
          required: false,
        },
      ];
    });
  return wordsOnly(withTranslations(fields), []);
}

/** A field's path in the data: below `at`, with "*" for each item of a list. */
const pathOf = (field: DecapField, at: string[]) => [...at, field.name, ...(field.widget === "list" ? ["*"] : [])];

/** The choice of the English item a translated item of a list of named items translates, as the English names it. */
function englishItem(english: unknown[], listPath: string[]): DecapField {
  const items = english.flatMap((data) => valuesAt(data, listPath)) as Record<string, unknown>[];
  const nameOf = (item: Record<string, unknown>) =>
    preferred
      .filter((key) => key !== "id")
      .map((key) => item[key])
      .find((value) => typeof value === "string");
  return {
    name: "id",
    label: "Translates",
    widget: "select",
    hint: "The English item this one translates: its words show in its place on the translated pages",
    options: items.map((item) => {
      const name = nameOf(item);
      return { label: name ? `${String(item.id)}: ${String(name)}` : String(item.id), value: String(item.id) };
    }),
  };
}

/**
 * The paths of a schema's texts in words (field names, "*" for each item of a list): the fields a translation's form
 * offers, which the build holds each translation to (content/translation.ts reports the English texts it lacks).
 */
export function wordPathsOf(schema: z.ZodObject): string[][] {
  const fields = translatableFields(objectFields(schema, [], { tokens: true, mediaFolder: () => "" }));
  const pathsOf = (list: DecapField[], at: string[]): string[][] =>
    list.flatMap((field) => {
      const here = pathOf(field, at);
      if (field.fields) return pathsOf(field.fields, here);
      if (field.field) return field.field.fields ? pathsOf(field.field.fields, here) : [here];
      return WORD_WIDGETS.has(field.widget) ? [here] : [];
    });
  return pathsOf(fields, []);
}

// ---------------------------------------------------------------------------------------
// The whole configuration

/** The values at a path of the data, "*" standing for every item of a list. */
function valuesAt(data: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [data];
  const [head, ...rest] = path;
  if (head === "*") return Array.isArray(data) ? data.flatMap((item) => valuesAt(item, rest)) : [];
  if (data && typeof data === "object" && head !== undefined && head in data) {
    return valuesAt((data as Record<string, unknown>)[head], rest);
  }
  return [];
}

/**
 * The folder of content/media an image field uploads to: the one its current pictures are in
 * (gallery photos in gallery/, post covers in posts/), else the content file's name.
 */
function mediaFolderOf(entries: unknown[], path: string[], fallback: string): string {
  const folders = new Set(
    entries
      .flatMap((data) => valuesAt(data, path))
      .filter((value): value is string => typeof value === "string" && value.includes("/"))
      .map((value) => value.slice(0, value.indexOf("/"))),
  );
  const [only] = folders;
  return folders.size === 1 && only ? only : fallback;
}

/** Where a translation stands, at the top of its form (content/translation.ts; scripts/cms/admin-setup.ts shows it). */
const translationStatusField: DecapField = {
  name: "translatedFrom",
  label: "Where this translation stands",
  widget: TRANSLATION_STATUS.widget,
  required: false,
};

/**
 * The texts a native speaker should still check, which the status field lists: kept as they are, so a save writes them
 * where they were.
 */
const reviewField: DecapField = { name: "review", label: "To review", widget: "hidden", required: false };

export type Backend =
  | { kind: "github"; repo: string; branch: string; oauthBaseUrl: string; authEndpoint: string }
  | { kind: "local"; proxyUrl: string; branch: string };

export type ConfigInput = {
  files: readonly ContentFile[];
  /** The languages the English is translated into (content/languages.ts). */
  translations: readonly string[];
  folders: readonly ContentFolder[];
  /** The current data of each file and of every Markdown file of each folder, by registry name. */
  data: (name: string) => unknown[];
  /** Folder collections where a new file is a new page (a path source of app/page-registry.ts). */
  creatable: (folder: ContentFolder) => boolean;
  backend: Backend;
  siteUrl?: string;
};

function backendConfig(backend: Backend): Pick<DecapConfig, "backend" | "local_backend" | "publish_mode"> {
  if (backend.kind === "local") {
    // decap-server (its file-system mode) writes straight into the working copy: saving changes the
    // files at once, without drafts.
    return {
      backend: { name: "proxy", proxy_url: backend.proxyUrl, branch: backend.branch },
      local_backend: { url: backend.proxyUrl },
    };
  }
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      base_url: backend.oauthBaseUrl,
      auth_endpoint: backend.authEndpoint,
      squash_merges: true,
    },
    // A draft is a pull request; the host builds its preview; Publish merges it.
    publish_mode: "editorial_workflow",
  };
}

export function decapConfig(input: ConfigInput): DecapConfig {
  const fileFields = (entry: ContentFile) =>
    objectFields(entry.schema, [], {
      tokens: entry.tokens,
      mediaFolder: (path) => mediaFolderOf(input.data(entry.name), path, entry.name),
    });
  const folderCollection = (folder: ContentFolder): DecapCollection => {
    const shape = shapeOf(folder.schema);
    const identifier = "title" in shape ? "title" : Object.keys(shape)[0];
    const create = input.creatable(folder);
    return {
      name: folder.name,
      label: folder.label,
      ...(folder.hint && { description: folder.hint }),
      // Each language's files in its folder below this one (content/posts/en, content/posts/te), edited side by side.
      folder: folder.folder.replace(/\/en$/, ""),
      i18n: true,
      create,
      delete: create,
      extension: FORMATS.markdown.extension,
      format: FORMATS.markdown.name,
      slug: folder.fileName ?? "{{slug}}",
      ...(identifier && { identifier_field: identifier, summary: `{{${identifier}}}` }),
      fields: withTranslations([
        // Shown in each translation's column; the English column says so.
        { ...translationStatusField, i18n: true },
        { ...reviewField, i18n: true },
        ...objectFields(folder.schema, [], {
          tokens: true,
          mediaFolder: (path) => mediaFolderOf(input.data(folder.name), path, folder.name),
        }),
        {
          name: "body",
          label: "Text",
          widget: "markdown",
          hint: "Names and figures as tokens, such as {{projectName}} or {{priceFrom}}, stay up to date by themselves",
          buttons: MARKDOWN_BUTTONS,
          editor_components: [],
          modes: ["rich_text", "raw"],
          sanitize_preview: true,
        },
      ]),
    };
  };
  return {
    ...backendConfig(input.backend),
    ...(input.siteUrl && { site_url: input.siteUrl, display_url: input.siteUrl }),
    locale: "en",
    media_folder: MEDIA_ROOT,
    public_folder: "",
    // Uploaded file names become lower case, with a dash for each run of other characters: "Site Visit.JPG" → "site-visit.jpg".
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_folders", locales: ["en", ...input.translations], default_locale: "en" },
    collections: [
      {
        name: "content",
        label: "Site content",
        description: "The texts, figures and pictures of the pages",
        format: FORMATS.yaml.name,
        files: input.files.map((entry) => ({
          name: entry.name,
          label: entry.label,
          file: entry.file,
          ...(entry.hint && { description: entry.hint }),
          fields: fileFields(entry),
        })),
      },
      ...input.folders.map(folderCollection),
      // Decap translates files side by side only when both languages share one file: each translation of a text
      // file is an entry of its own, with the words of the English one (content/translation.ts).
      ...input.translations.map((language): DecapCollection => ({
        name: `content-${language}`,
        label: `Site content: ${languageOf(language).name}`,
        description: `The words of the pages in ${languageOf(language).name}. An empty field shows the English.`,
        format: FORMATS.yaml.name,
        files: input.files.filter(holdsWords).map((entry) => ({
          name: `${entry.name}-${language}`,
          label: `${entry.label} (${languageOf(language).name})`,
          file: translationOf(entry, language),
          ...(entry.hint && { description: entry.hint }),
          fields: [
            translationStatusField,
            reviewField,
            ...translatableFields(fileFields(entry), input.data(entry.name)),
          ],
        })),
      })),
    ],
  };
}
