/** Reads the `_headers` format of Netlify and Cloudflare Pages: a path line, then indented `Name: value` lines. */
export type HeaderRule = { pattern: RegExp; headers: Record<string, string> };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(":");
    if (!rule || separator < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Headers of every rule matching the path; later rules win on a shared name. */
export function matchHeaders(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers));
}

/** Cloudflare Pages refuses a `_headers` line longer than this. */
export const MAX_LINE_LENGTH = 2000;

/** Throws, naming the header, when a line is longer than Cloudflare Pages accepts. */
export function assertLineLengths(text: string) {
  for (const line of text.split("\n")) {
    if (line.length <= MAX_LINE_LENGTH) continue;
    const name = line.trim().split(":")[0];
    throw new Error(
      `_headers: the ${name} line is ${line.length} characters; Cloudflare Pages refuses lines over ${MAX_LINE_LENGTH}`,
    );
  }
}
