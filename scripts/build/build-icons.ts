/**
 * Writes app/generated/icons.svg: one <symbol> per icon of app/components/ui/icon-names.ts
 * (lucide's drawing, stroked in currentColor) and per social mark (simple-icons, filled in
 * currentColor). Pages reference it with <use>, so the paths travel once, in a cached file,
 * instead of inline in every page and in the JavaScript. Run by `npm run media`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as simpleIcons from "simple-icons";
import { iconNames, socialMarks, socialSymbolId } from "#app/components/ui/icon-names.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const OUTPUT = path.resolve(import.meta.dirname, "../../app/generated/icons.svg");
const LUCIDE_STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function toElement([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
  return `<${tag} ${attrs}/>`;
}

async function lucideSymbol(name: string): Promise<string> {
  let node: IconNode;
  try {
    ({ node } = (await import(`lucide-react/icons/${name}`)).__iconData as { node: IconNode });
  } catch {
    throw new Error(`app/components/ui/icon-names.ts: "${name}" is not a lucide icon`);
  }
  return `<symbol id="${name}" viewBox="0 0 24 24"><g ${LUCIDE_STROKE}>${node.map(toElement).join("")}</g></symbol>`;
}

function socialSymbol(slug: string): string {
  const icon = Object.values(simpleIcons).find((candidate) => typeof candidate === "object" && "slug" in candidate && candidate.slug === slug);
  if (!icon) throw new Error(`app/components/ui/icon-names.ts: "${slug}" is not a simple-icons slug`);
  return `<symbol id="${socialSymbolId(slug)}" viewBox="0 0 24 24"><path fill="currentColor" d="${icon.path}"/></symbol>`;
}

const symbols = [...(await Promise.all(iconNames.map(lucideSymbol))), ...Object.values(socialMarks).map(socialSymbol)];
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`);
console.log(`icons: ${symbols.length} symbols written to app/generated/icons.svg`);
