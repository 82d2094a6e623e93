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
