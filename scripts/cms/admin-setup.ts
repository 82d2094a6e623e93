/**
 * Runs in the browser, in the content editor (/admin/), after Decap CMS's bundle:
 *
 * - the file formats the editor reads and writes: YAML as the repository writes it (content/source.ts
 *   reads it with the same library), one line per value, so a save changes only the lines that
 *   changed and the files stay as prettier keeps them; Markdown with that YAML as front matter and
 *   its body in the repository's style (scripts/cms/markdown-style.ts);
 * - the preview pane shows a post as the site lays it out (app/features/blog/post-article.tsx), in
 *   the site's own stylesheets, with its {{tokens}} filled in.
 *
 * scripts/cms/build-admin.ts compiles it and passes the stylesheets and the tokens' values in the
 * script element's data attributes; scripts/cms/decap-config.ts names the formats.
 */
import { parse, stringify } from "yaml";
import { FORMATS, withoutEmptyTexts } from "./formats";
import { toRepositoryStyle } from "./markdown-style";

type ImmutableLike = { get(key: string): unknown; toJS?(): unknown };
type PreviewProps = {
  entry: { getIn(path: string[]): unknown };
  fields: { find(predicate: (field: ImmutableLike) => boolean): ImmutableLike | undefined };
  /** With the field, so a picture is looked up in the field's media folder (scripts/cms/decap-config.ts). */
  getAsset(path: string, field?: ImmutableLike): { toString(): string } | undefined;
  widgetFor(name: string): unknown;
};
type Component = (props: PreviewProps) => unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type Formatter = {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
};
type Cms = {
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: Component): void;
  getWidget(name: string): { preview?: unknown } | undefined;
  resolveWidget(name: string): unknown;
};

const { CMS, h } = window as unknown as { CMS: Cms; h: CreateElement };
const script = document.currentScript as HTMLScriptElement;
const tokens = JSON.parse(script.dataset.tokens ?? "{}") as Record<string, string>;

/** The same token syntax as content/tokens.ts; a token without a plain value (one taking numbers) stays as written. */
const fillTokens = (text: string) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (token, name: string) => tokens[name] ?? token);

function PostPreview({ entry, fields, getAsset, widgetFor }: PreviewProps) {
  const value = (key: string) => entry.getIn(["data", key]);
  const text = (key: string) => fillTokens(String(value(key) ?? ""));
  const image = value("image");
  const field = (name: string) => fields.find((candidate) => candidate.get("name") === name);
  const src = typeof image === "string" && image ? getAsset(image, field("image"))?.toString() : undefined;
  const tagList = value("tags") as ImmutableLike | undefined;
  const tags = ((tagList?.toJS?.() as unknown[] | undefined) ?? []).map(String);
  const Markdown = CMS.getWidget("markdown")?.preview;
  const body = Markdown
    ? h(Markdown, {
        value: fillTokens(String(value("body") ?? "")),
        field: field("body"),
        getAsset,
        resolveWidget: CMS.resolveWidget,
      })
    : widgetFor("body");
  return h(
    "article",
    { className: "pt-24 pb-16" },
    h(
      "div",
      { className: "container-page max-w-4xl" },
      src &&
        h(
          "div",
          { className: "mt-6 block aspect-[16/9] overflow-hidden rounded-2xl" },
          h("img", { src, alt: text("imageAlt"), className: "size-full object-cover" }),
        ),
      h(
        "p",
        { className: "mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted" },
        h("span", { className: "rounded-full bg-gold-100 px-3 py-1 font-semibold text-gold-700" }, text("category")),
        h("time", null, text("date")),
      ),
      h("h1", { className: "mt-4 font-display text-heading text-brand-900" }, text("title")),
      h("p", { className: "mt-3 font-semibold text-ink" }, "By ", text("author")),
      h("div", { className: "prose-post mt-8" }, body),
      tags.length > 0 &&
        h(
          "ul",
          { className: "mt-10 flex flex-wrap gap-2 border-t border-sand-200 pt-6" },
          ...tags.map((tag) =>
            h(
              "li",
              { key: tag, className: "rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800" },
              fillTokens(tag),
            ),
          ),
        ),
    ),
  );
}

/** Top-level keys in the form's order (Decap passes it), then any others as they were. */
function sortKeys(data: Record<string, unknown>, order: string[] = []): Record<string, unknown> {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

// lineWidth 0: never fold a long text over several lines (Decap's own YAML writer folds at 80 characters).
const toYaml = (data: Record<string, unknown>, order?: string[]) =>
  stringify(sortKeys(withoutEmptyTexts(data), order), { lineWidth: 0 });
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?/;

CMS.registerCustomFormat(FORMATS.yaml.name, FORMATS.yaml.extension, {
  fromFile: (text) => (parse(text) as Record<string, unknown> | null) ?? {},
  toFile: (data, order) => toYaml(data, order),
});
CMS.registerCustomFormat(FORMATS.markdown.name, FORMATS.markdown.extension, {
  fromFile: (text) => {
    const match = FRONT_MATTER.exec(text);
    if (!match) return { body: text };
    return { ...((parse(match[1] ?? "") as Record<string, unknown> | null) ?? {}), body: text.slice(match[0].length) };
  },
  toFile: ({ body = "", ...data }, order) => `---\n${toYaml(data, order)}---\n${toRepositoryStyle(String(body))}`,
});

for (const href of (script.dataset.previewStyles ?? "").split(" ").filter(Boolean)) CMS.registerPreviewStyle(href);
CMS.registerPreviewTemplate("posts", PostPreview);
