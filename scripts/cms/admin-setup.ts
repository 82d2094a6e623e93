/**
 * Runs in the browser, in the content editor (/admin/), after Decap CMS's bundle:
 *
 * - the file formats the editor reads and writes: YAML as the repository writes it (content/source.ts
 *   reads it with the same library), one line per value, so a save changes only the lines that
 *   changed and the files stay as prettier keeps them; Markdown with that YAML as front matter and
 *   its body in the repository's style (scripts/cms/markdown-style.ts);
 * - the preview pane shows a post as the site lays it out (app/features/blog/post-article.tsx), in
 *   the site's own stylesheets, with its {{tokens}} filled in;
 * - each translated text file's entry opens with where its translation stands, and records a text
 *   translated again (TranslationStatusControl, below).
 *
 * scripts/cms/build-admin.ts compiles it and passes the stylesheets and the tokens' values in the
 * script element's data attributes; scripts/cms/decap-config.ts names the formats.
 */
import { parse, stringify } from "yaml";
import { languages } from "#content/languages.ts";
import { FORMATS, TRANSLATION_STATUS, withoutEmptyTexts, withSortedFingerprints } from "./formats";
import { toRepositoryStyle } from "./markdown-style";
import type { FileStatus, TranslationStatusFile } from "./translation-status";

const ENGLISH = languages[0].code;
/** An English text longer than this (a post's body) is shown folded. */
const LONG = 300;

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
type ControlProps = {
  value?: ImmutableLike | Record<string, string> | null;
  onChange(value: Record<string, string>): void;
  forID: string;
  classNameWrapper: string;
  entry: { get(key: string): unknown };
  /** The column's language, in a collection edited side by side (the Markdown folders). */
  locale?: string;
};
type ClassSpec<State> = {
  getInitialState(): State;
  componentDidMount?(): void;
  render(): unknown;
};
type CreateClass = <State>(
  spec: ClassSpec<State> &
    ThisType<ClassSpec<State> & { props: ControlProps; state: State; setState(state: Partial<State>): void }>,
) => unknown;
type Cms = {
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: Component): void;
  getWidget(name: string): { preview?: unknown } | undefined;
  resolveWidget(name: string): unknown;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
};

const { CMS, h, createClass } = window as unknown as { CMS: Cms; h: CreateElement; createClass: CreateClass };
const script = document.currentScript as HTMLScriptElement;
const tokens = JSON.parse(script.dataset.tokens ?? "{}") as Record<string, string>;

/**
 * The same token syntax as content/tokens.ts, with a figure's form ({{towersText.oblique}}) or its plain text; a token
 * without a plain value (one taking numbers) stays as written.
 */
const fillTokens = (text: string) =>
  text.replace(
    /\{\{\s*(\w+)(?:\.(\w+))?\s*\}\}/g,
    (token, name: string, form?: string) => (form && tokens[`${name}.${form}`]) || tokens[name] || token,
  );

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
  stringify(sortKeys(withSortedFingerprints(withoutEmptyTexts(data)), order), { lineWidth: 0 });
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

/**
 * The field at the top of a translated text file's entry (scripts/cms/decap-config.ts): where the translation stands,
 * read from scripts/cms/translation-status.ts's file. Each outdated or missing text is listed with its English as it
 * is now; "Translated again" records that English's fingerprint in the file's `translatedFrom`, so the text shows in
 * the translation once published (content/translation.ts).
 */
const TranslationStatusControl = createClass<{ status?: FileStatus | "unknown"; file?: string }>({
  getInitialState: () => ({}),
  componentDidMount() {
    const { entry, locale } = this.props;
    if (locale === ENGLISH) return;
    // A column of a Markdown file edited side by side: the entry's path is the folder's (content/posts/<name>.md), and
    // the column's file is in its language's folder below (content/posts/te/<name>.md).
    const path = String(entry.get("path") ?? "");
    const file = locale ? path.replace(/[^/]+$/, (name) => `${locale}/${name}`) : path;
    fetch(new URL(TRANSLATION_STATUS.file, location.href), { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<TranslationStatusFile>) : Promise.reject()))
      .then((all) => this.setState({ file, status: all[file] ?? { outdated: [], missing: [], review: [] } }))
      .catch(() => this.setState({ status: "unknown" }));
  },
  render() {
    const { value, onChange, forID, classNameWrapper, locale } = this.props;
    const recorded = ((value && "toJS" in value && typeof value.toJS === "function" ? value.toJS() : value) ??
      {}) as Record<string, string>;
    const { status, file = "" } = this.state;
    const box = (...children: unknown[]) =>
      h("div", { id: forID, className: classNameWrapper, "data-translation-status": file }, ...children);
    if (locale === ENGLISH) return box(h("p", null, "Each translation's column shows where it stands."));
    if (status === undefined) return box(h("p", null, "Reading where this translation stands…"));
    if (status === "unknown") return box(h("p", null, "Where this translation stands is not known here."));
    const label = (key: string) => key.split(".").join(" › ");
    const quote = (text: string) =>
      h("blockquote", { style: { margin: "0.25rem 0 0.25rem 1rem", color: "#555", whiteSpace: "pre-wrap" } }, text);
    const text = ({ key, english, fingerprint, why }: FileStatus["outdated"][number], state: string) => {
      const done = recorded[key] === fingerprint;
      return h(
        "li",
        { key, "data-key": key, "data-state": done ? "translated" : state, style: { margin: "0.75rem 0" } },
        h("strong", null, label(key)),
        why && h("span", null, ` (${why})`),
        english.length > LONG
          ? h("details", null, h("summary", null, "English now"), quote(english))
          : quote(`English now: ${english}`),
        done
          ? h("em", null, "Marked as translated again: it shows in this language once published.")
          : h(
              "button",
              { type: "button", onClick: () => onChange({ ...recorded, [key]: fingerprint }) },
              state === "missing" ? "Translated" : "Translated again",
            ),
      );
    };
    const section = (heading: string, note: string, items: unknown[]) =>
      items.length > 0 && h("section", null, h("h3", null, heading), h("p", null, note), h("ul", null, ...items));
    const { outdated, missing, review } = status;
    return box(
      outdated.length + missing.length === 0 && h("p", null, "Every text is translated from the English as it is now."),
      section(
        `Outdated (${outdated.length})`,
        "The English has changed since these were translated; the pages show the English until they are translated again. Change the text below, then press Translated again.",
        outdated.map((each) => text(each, "outdated")),
      ),
      section(
        `Missing (${missing.length})`,
        "Not yet translated; the pages show the English. Write the text below, then press Translated.",
        missing.map((each) => text({ ...each, why: undefined }, "missing")),
      ),
      review.length > 0 &&
        h(
          "details",
          null,
          h("summary", null, `To review by a native speaker (${review.length})`),
          h("ul", null, ...review.map((key) => h("li", { key }, label(key)))),
        ),
    );
  },
});
CMS.registerWidget(TRANSLATION_STATUS.widget, TranslationStatusControl, () => null);
