/**
 * Fills the {name} placeholders (single braces) of a content text with values known only when a page
 * shows it, such as a count or the visitor's name; content/schema/blocks.ts (withValues) makes sure each
 * placeholder a page fills stays in the text.
 */
export function fillValues(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
