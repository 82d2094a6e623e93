import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFiles, contentFolders } from "#content/files.ts";
import { type DecapCollection, type DecapField, humanize, MEDIA_ROOT } from "./decap-config";
import { readEntryData, siteDecapConfig } from "./site-config";

/**
 * No drift between the CMS and the schemas. The schemas are read here a second, independent way,
 * through zod's own JSON Schema export, and compared with the generated form field by field, in
 * both directions: every schema field has a form field with the same rules, every form field is
 * a schema field. A second check: the form accepts every value the content holds today.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  title?: string;
};

const toJson = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    // Dates have no JSON type: mark them, as the form offers a date picker for them.
    override: (context) => {
      if ((context.zodSchema as unknown as { _zod: { def: { type: string } } })._zod.def.type === "date") {
        context.jsonSchema.type = "string";
        context.jsonSchema.format = "date";
      }
    },
  }) as JsonSchema;

const config = siteDecapConfig({
  kind: "github",
  repo: "o/r",
  branch: "main",
  oauthBaseUrl: "https://a",
  authEndpoint: "auth",
});
const [filesCollection, ...others] = config.collections as [DecapCollection, ...DecapCollection[]];
const folderCollections = others.filter((collection) => collection.folder);
const translatedCollections = others.filter((collection) => collection.files);

/** Compares a schema (as JSON Schema) with its form fields; returns one line per difference. */
function compareObject(schema: JsonSchema, fields: DecapField[], where: string): string[] {
  const problems: string[] = [];
  const keys = Object.keys(schema.properties ?? {});
  const names = fields.map((field) => field.name);
  if (JSON.stringify(keys) !== JSON.stringify(names))
    problems.push(`${where}: schema fields [${keys.join(", ")}], form fields [${names.join(", ")}]`);
  for (const field of fields) {
    const property = schema.properties?.[field.name];
    if (property)
      problems.push(
        ...compareField(property, field, schema.required?.includes(field.name) ?? false, `${where}.${field.name}`),
      );
  }
  return problems;
}

function compareField(schema: JsonSchema, field: DecapField, required: boolean, where: string): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok)
      problems.push(
        `${where}: ${what} (form field ${JSON.stringify({ ...field, fields: undefined, field: undefined })})`,
      );
  };
  expect((field.required ?? true) === required, `required should be ${required}`);
  expect(field.label === (schema.title ?? humanize(field.name)), "label");
  expect(field.hint === schema.description, `hint should be ${JSON.stringify(schema.description)}`);
  if (schema.const !== undefined) {
    expect(field.widget === "hidden" && field.default === schema.const, `a fixed value, ${String(schema.const)}`);
    return problems;
  }
  if (schema.enum) {
    expect(field.widget === "select" && !field.multiple, "a select");
    expect(JSON.stringify(field.options) === JSON.stringify(schema.enum), `options ${JSON.stringify(schema.enum)}`);
    return problems;
  }
  switch (schema.type) {
    case "string": {
      if (schema.format === "date") {
        expect(field.widget === "datetime" && field.time_format === false, "a date picker");
        break;
      }
      expect(["string", "text", "image", "file"].includes(field.widget), "a text input, an image or a file");
      const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
        (pattern): pattern is string => pattern !== undefined,
      );
      const takesPdf = patterns.some((pattern) => new RegExp(pattern).test("folder/document.pdf"));
      expect((field.widget === "file") === takesPdf, takesPdf ? "a file input (it takes a PDF)" : "no file input");
      const source = field.pattern?.[0] ?? "";
      for (const pattern of patterns) expect(source.includes(pattern), `pattern ${pattern}`);
      const min = schema.minLength ?? 0;
      const max = schema.maxLength;
      if (min > 1 || max !== undefined)
        expect(source.includes(`{${min > 1 ? min : min},${max ?? ""}}`), `length ${min} to ${max ?? "any"}`);
      if (schema.format === "uri") expect(/:\\\/\\\//.test(source), "an address pattern");
      const constrained = patterns.length > 0 || min > 1 || max !== undefined || schema.format === "uri";
      expect(constrained === (field.pattern !== undefined), constrained ? "a pattern" : "no pattern");
      if (field.pattern) expect(field.pattern[1].length > 0, "a pattern message");
      if (field.widget === "image")
        expect(
          field.media_folder === `/${MEDIA_ROOT}/${field.public_folder}`,
          "uploads in content/media/<public_folder>",
        );
      break;
    }
    case "integer":
    case "number": {
      const int = schema.type === "integer";
      expect(
        field.widget === "number" && field.value_type === (int ? "int" : "float"),
        int ? "a whole number" : "a number",
      );
      const safe = (value: number | undefined) =>
        value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
      const min =
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (int ? 1 : 0) : safe(schema.minimum);
      const max =
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (int ? 1 : 0) : safe(schema.maximum);
      expect(field.min === min, `min ${min}`);
      expect(field.max === max, `max ${max}`);
      // A fraction above a bound: the bound itself is refused by a pattern.
      if (!int && schema.exclusiveMinimum !== undefined)
        expect(
          !new RegExp(field.pattern?.[0] ?? "^$").test(String(schema.exclusiveMinimum)),
          `refuses ${schema.exclusiveMinimum}`,
        );
      break;
    }
    case "boolean":
      expect(field.widget === "boolean", "a switch");
      break;
    case "object":
      expect(field.widget === "object", "an object");
      problems.push(...compareObject(schema, field.fields ?? [], where));
      break;
    case "array": {
      const item = schema.prefixItems?.[0] ?? (schema.items || undefined);
      expect(
        field.min === schema.minItems && field.max === schema.maxItems,
        `between ${schema.minItems} and ${schema.maxItems} items`,
      );
      if (!item) {
        problems.push(`${where}: an array without items`);
        break;
      }
      if (item.enum) {
        expect(field.widget === "select" && field.multiple === true, "a multiple select");
        expect(JSON.stringify(field.options) === JSON.stringify(item.enum), `options ${JSON.stringify(item.enum)}`);
      } else if (item.type === "object") {
        expect(field.widget === "list" && !!field.fields, "a list of objects");
        problems.push(...compareObject(item, field.fields ?? [], `${where}.*`));
      } else {
        expect(field.widget === "list" && !!field.field, "a list of values");
        if (field.field)
          problems.push(
            ...compareField(item, { ...field.field, label: humanize(field.field.name) }, true, `${where}.*`),
          );
      }
      break;
    }
    default:
      problems.push(`${where}: no comparison for JSON Schema type ${schema.type}`);
  }
  return problems;
}

describe("the CMS configuration generated from content/files.ts", () => {
  it("has one file entry per content file and one folder collection per content folder", () => {
    expect(filesCollection.files?.map((file) => [file.name, file.file])).toEqual(
      contentFiles.map((entry) => [entry.name, entry.file]),
    );
    expect(folderCollections.map((collection) => [collection.name, `${collection.folder}/en`])).toEqual(
      contentFolders.map((entry) => [entry.name, entry.folder]),
    );
  });

  it("edits the translations: the Markdown folders side by side, each translated text file as an entry of its words", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["en", "te"], default_locale: "en" });
    const posts = folderCollections.find((collection) => collection.name === "posts")!;
    expect(posts.i18n).toBe(true);
    const field = (name: string) => posts.fields?.find((each) => each.name === name);
    expect(field("title")?.i18n).toBe(true);
    // A translated id would give the post another address in that language.
    expect(field("id")?.i18n).toBeUndefined();
    expect(field("body")?.i18n).toBe(true);
    expect(field("date")?.i18n).toBeUndefined();
    expect(field("image")?.i18n).toBeUndefined();

    const [telugu] = translatedCollections;
    const translated = contentFiles.filter((entry) => entry.file.startsWith("content/en/"));
    expect(telugu?.files?.map((file) => file.file)).toEqual(
      translated.map((entry) => entry.file.replace("content/en/", "content/te/")),
    );
    const plans = telugu?.files?.find((file) => file.file === "content/te/floor-plans.yaml");
    const plan = plans?.fields.find((each) => each.name === "plans")?.fields ?? [];
    // Words only, each optional: a figure or a picture is never typed again in a translation.
    expect(plan.map((each) => each.name)).not.toContain("area");
    expect(plan.map((each) => each.name)).not.toContain("image");
    const [which, ...words] = plan;
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((each) => each.required === false)).toBe(true);
    // Each item says which English plan it translates, chosen from the English file's plans, by id.
    const english = readEntryData("floor-plans")[0] as { plans: { id: string }[] };
    expect(which).toMatchObject({ name: "id", widget: "select" });
    expect(which?.required).toBeUndefined();
    expect(which?.options?.map((option) => (typeof option === "string" ? option : option.value))).toEqual(
      english.plans.map((each) => each.id),
    );
  });

  it.each(contentFiles.map((entry) => [entry.file, entry] as const))(
    "%s: the form has the schema's fields and rules",
    (_, entry) => {
      const file = filesCollection.files?.find((candidate) => candidate.name === entry.name);
      expect(compareObject(toJson(entry.schema), file?.fields ?? [], entry.file)).toEqual([]);
    },
  );

  it.each(contentFolders.map((entry) => [entry.folder, entry] as const))(
    "%s: the form has the front matter's fields and rules, and the body",
    (_, entry) => {
      const collection = folderCollections.find((candidate) => candidate.name === entry.name);
      const [status, review, ...fields] = collection?.fields ?? [];
      // First, where the translation stands and what is left to review, in the translation's column; last, the body.
      expect(status).toMatchObject({ name: "translatedFrom", widget: "translation-status", i18n: true });
      expect(review).toMatchObject({ name: "review", widget: "hidden", i18n: true });
      expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
      expect(compareObject(toJson(entry.schema), fields.slice(0, -1), entry.folder)).toEqual([]);
    },
  );

  it("accepts every value the content holds today", () => {
    const refused: string[] = [];
    const check = (fields: DecapField[], data: unknown, where: string) => {
      for (const field of fields) {
        const value = (data as Record<string, unknown> | undefined)?.[field.name];
        const at = `${where}.${field.name}`;
        if (value === undefined || value === null) {
          if (field.required !== false && field.widget !== "hidden" && field.widget !== "markdown")
            refused.push(`${at}: missing`);
          continue;
        }
        if (field.pattern && !new RegExp(field.pattern[0]).test(String(value)))
          refused.push(`${at}: ${field.pattern[1]} (${String(value)})`);
        if (
          typeof value === "number" &&
          ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        )
          refused.push(`${at}: ${value} outside ${field.min} to ${field.max}`);
        if (field.options && field.widget === "select") {
          for (const option of Array.isArray(value) ? value : [value])
            if (!field.options.includes(String(option))) refused.push(`${at}: ${String(option)} is not an option`);
        }
        if (Array.isArray(value) && field.widget === "list") {
          if (
            (field.min !== undefined && value.length < field.min) ||
            (field.max !== undefined && value.length > field.max)
          )
            refused.push(`${at}: ${value.length} items`);
          value.forEach((item, index) => {
            if (field.fields) check(field.fields, item, `${at}.${index}`);
            else if (field.field) check([field.field], { [field.field.name]: item }, `${at}.${index}`);
          });
        } else if (field.fields) check(field.fields, value, at);
      }
    };
    for (const file of filesCollection.files ?? []) check(file.fields, readEntryData(file.name)[0], file.file);
    for (const collection of folderCollections)
      readEntryData(collection.name).forEach((data, index) =>
        check(collection.fields ?? [], data, `${collection.folder}[${index}]`),
      );
    expect(refused).toEqual([]);
  });

  it("sends image uploads to the folder of the pictures already there, stored as <folder>/<file>", () => {
    const gallery = filesCollection.files?.find((file) => file.name === "gallery");
    const photo = gallery?.fields
      .find((field) => field.name === "photos")
      ?.fields?.find((field) => field.name === "image");
    expect(photo).toMatchObject({
      widget: "image",
      media_folder: "/content/media/gallery",
      public_folder: "gallery",
      choose_url: false,
    });
    const posts = folderCollections.find((collection) => collection.name === "posts");
    expect(posts?.fields?.find((field) => field.name === "image")).toMatchObject({
      media_folder: "/content/media/posts",
      public_folder: "posts",
    });
  });

  it("lets {{tokens}} through where the build fills them in, and only there", () => {
    const pattern = (file: string, ...path: string[]) => {
      let fields = filesCollection.files?.find((entry) => entry.name === file)?.fields ?? [];
      let field: DecapField | undefined;
      for (const name of path) {
        field = fields.find((candidate) => candidate.name === name);
        fields = field?.fields ?? [];
      }
      return new RegExp(field?.pattern?.[0] ?? "^$");
    };
    // content/en/gallery.yaml may use tokens; content/site.yaml is what the tokens are made from.
    expect(pattern("gallery", "photos", "id").test("tower-{{projectSlug}}")).toBe(true);
    expect(pattern("gallery", "photos", "id").test("Tower")).toBe(false);
    expect(pattern("site", "phones", "tel").test("{{phone}}")).toBe(false);
    expect(pattern("site", "phones", "tel").test("+919876543210")).toBe(true);
  });

  it("writes the production backend: GitHub with the editorial workflow", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "o/r",
      branch: "main",
      base_url: "https://a",
      auth_endpoint: "auth",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBeUndefined();
    const local = siteDecapConfig({ kind: "local", proxyUrl: "http://localhost:8081/api/v1", branch: "main" });
    expect(local.backend).toMatchObject({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" });
    expect(local.publish_mode).toBeUndefined();
  });
});

describe("humanize", () => {
  it.each([
    ["carpetArea", "Carpet area"],
    ["mapsUrl", "Maps URL"],
    ["seo", "SEO"],
    ["supBuiltUpArea", "Sup built up area"],
    ["floor-plans", "Floor plans"],
  ])("%s → %s", (key, label) => expect(humanize(key)).toBe(label));
});
