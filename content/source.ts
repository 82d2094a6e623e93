import { isMap, isScalar, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

/**
 * A YAML text with its source positions kept, so that every problem found in it, by the
 * parser, the schema or the token filler, is reported as `file:line › field: message`.
 */
export class YamlSource {
  readonly data: unknown;
  readonly #doc: ReturnType<typeof parseDocument>;
  readonly #lines = new LineCounter();

  /** `firstLine` is the file's line of the text's first line (front matter starts on line 2). */
  constructor(
    readonly file: string,
    text: string,
    readonly firstLine = 1,
  ) {
    this.#doc = parseDocument(text, { lineCounter: this.#lines, prettyErrors: false, uniqueKeys: true });
    const errors = this.#doc.errors;
    if (errors.length > 0) {
      throw new ContentError(
        errors.map((error) => `${file}:${this.#line(error.pos[0])} › ${error.message.split("\n")[0]}`),
      );
    }
    this.data = this.#doc.toJS();
  }

  #line(offset: number): number {
    return this.#lines.linePos(offset).line + this.firstLine - 1;
  }

  /** The line of the value at `path`, or of its nearest ancestor when it is missing. */
  lineOf(path: readonly PropertyKey[], key?: string): number {
    for (let depth = path.length; depth >= 0; depth--) {
      const node: unknown = this.#doc.getIn(path.slice(0, depth), true);
      if (depth === path.length && key !== undefined && isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        if (isScalar(pair?.key) && pair.key.range) return this.#line(pair.key.range[0]);
      }
      if (node && typeof node === "object" && "range" in node && Array.isArray(node.range)) {
        return this.#line(node.range[0] as number);
      }
    }
    return this.firstLine;
  }

  /** One line per issue: `content/faq.yaml:7 › faqs.2.answer: must not be empty`. */
  describe(error: z.ZodError): string[] {
    return error.issues.flatMap((issue) => {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
      return keys.map((key) => {
        const field = [...issue.path, ...(key === undefined ? [] : [key])].map(String).join(".") || "(root)";
        return `${this.file}:${this.lineOf(issue.path, key)} › ${field}: ${issue.message}`;
      });
    });
  }

  /** The data, checked against the schema; throws every problem at once. */
  parse<Schema extends z.ZodType>(schema: Schema): z.output<Schema> {
    const result = schema.safeParse(this.data);
    if (!result.success) throw new ContentError(this.describe(result.error));
    return result.data;
  }
}

/** Content that fails its checks; `problems` has one line per problem. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** The problems an error stands for: a ContentError's own lines, else its message. */
export function problemsOf(error: unknown): string[] {
  if (error instanceof ContentError) return error.problems;
  return [error instanceof Error ? error.message : String(error)];
}

/** Splits a Markdown file into its front matter (between `---` lines) and body. */
export function splitFrontMatter(file: string, raw: string): { front: YamlSource; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(raw);
  if (!match) throw new ContentError([`${file}:1 › front matter: expected the file to start with a --- block`]);
  return { front: new YamlSource(file, match[1] ?? "", 2), body: raw.slice(match[0].length) };
}
