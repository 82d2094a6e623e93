/**
 * Reads the `_headers` format of Netlify and Cloudflare Pages: a path line, then indented `Name: value`
 * lines, and `! Name` lines, which remove a header an earlier matching rule set (Cloudflare Pages'
 * "detach"; Netlify skips a line without a colon).
 */
export type HeaderRule = { pattern: RegExp; headers: Record<string, string>; detach: string[] };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {}, detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s*!\s*([\w-]+)\s*$/.exec(line)?.[1];
    if (rule && detached) {
      rule.detach.push(detached);
      continue;
    }
    const separator = line.indexOf(":");
    if (!rule || separator < 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/**
 * The headers of the rules matching the path, applied in order as Cloudflare Pages does: a `! Name`
 * line removes the header, and a header that two matching rules set gets both values, comma-joined.
 */
export function matchHeaders(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const set = new Set<string>();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(pathname))) {
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const existing = headers.get(key);
      headers.set(key, { name, value: set.has(key) && existing ? `${existing.value}, ${value}` : value });
      set.add(key);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
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
