/**
 * Decap's rich-text editor writes Markdown in its own style: "*" for list items and italics, no blank
 * line after the front matter. The repository's Markdown is in prettier's style (npm run lint checks
 * it): "-" and "_". This rewrites those marks, line by line and outside code, so a post saved from the
 * editor passes prettier --check (scripts/cms/markdown-style.test.ts compares with prettier itself).
 * Runs in the editor (scripts/cms/admin-setup.ts); a body already in prettier's style comes back unchanged.
 */
export function toRepositoryStyle(body: string): string {
  let fenced = false;
  const lines = body
    .replace(/^\n+/, "")
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || /^( {4}|\t)/.test(line)) return line;
      return (
        line
          // List items: "* item" → "- item".
          .replace(/^(\s*)\* (?=\S)/, "$1- ")
          // Italics: "*word*" → "_word_"; bold ("**") is the same in both styles.
          .replace(/(^|[^*\w\\])\*(?=[^\s*])([^*\n]*?[^\s*\\])\*(?![*\w])/g, "$1_$2_")
      );
    });
  const text = lines.join("\n").replace(/\n*$/, "\n");
  return `\n${text}`;
}
