/**
 * The file formats the editor reads and writes, registered by scripts/cms/admin-setup.ts and named
 * in the configuration by scripts/cms/decap-config.ts.
 */
export const FORMATS = {
  /** The YAML files of content/ */
  yaml: { name: "site-yaml", extension: "yaml" },
  /** content/posts, content/pages: Markdown with YAML front matter */
  markdown: { name: "site-markdown", extension: "md" },
} as const;

/**
 * The form field at the top of each translated text file that says where the translation stands (outdated, missing,
 * to review) and records what is translated again: its widget, registered by scripts/cms/admin-setup.ts, reads the
 * status file beside the configuration (scripts/cms/translation-status.ts writes it).
 */
export const TRANSLATION_STATUS = { widget: "translation-status", file: "translation-status.json" } as const;

/**
 * The data without the empty texts Decap leaves when an optional field is cleared (`slug: ""`): no
 * schema of content/schema.ts accepts an empty text, and a missing optional field is what it means.
 * Required fields never get here empty: the form refuses to save them.
 */
export function withoutEmptyTexts(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== "")
      .map(([key, value]) => [key, isRecord(value) ? withoutEmptyTexts(value) : value]),
  );
}

/**
 * A translation's fingerprints (`translatedFrom`, content/translation.ts) in the order of their keys, as
 * content/mark-translated.ts writes them: the editor keeps an object of many keys in no order of its own.
 */
export function withSortedFingerprints(data: Record<string, unknown>): Record<string, unknown> {
  const { translatedFrom } = data;
  if (!isRecord(translatedFrom)) return data;
  const keys = Object.keys(translatedFrom).sort();
  return { ...data, translatedFrom: Object.fromEntries(keys.map((key) => [key, translatedFrom[key]])) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
