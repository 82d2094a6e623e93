import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { palette } from "./palette";

/**
 * The site mark: two towers under a rising sun on a teal tile. One SVG is the
 * favicon and the source of every PNG icon, so they never drift apart.
 */
function markSvg(opts: { rounded: boolean; size?: number }): string {
  const size = opts.size ?? 64;
  const r = opts.rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="${r}" fill="${palette.deepTeal}"/>
<circle cx="40" cy="27" r="9" fill="${palette.gold}"/>
<path d="M10 50 H54" stroke="${palette.goldLight}" stroke-width="2.5" stroke-linecap="round"/>
<rect x="15" y="20" width="14" height="30" rx="1.5" fill="${palette.cream}"/>
<rect x="31" y="28" width="14" height="22" rx="1.5" fill="${palette.sand}"/>
<g fill="${palette.deepTeal}">
<rect x="18" y="24" width="3" height="3"/><rect x="23" y="24" width="3" height="3"/>
<rect x="18" y="30" width="3" height="3"/><rect x="23" y="30" width="3" height="3"/>
<rect x="18" y="36" width="3" height="3"/><rect x="23" y="36" width="3" height="3"/>
<rect x="34" y="32" width="3" height="3"/><rect x="39" y="32" width="3" height="3"/>
<rect x="34" y="38" width="3" height="3"/><rect x="39" y="38" width="3" height="3"/>
</g>
<rect x="20" y="43" width="4" height="7" fill="${palette.terracotta}"/>
</svg>
`;
}

/** public/favicon.svg and the PNG icons beside it. */
export async function writeIcons(publicDir: string): Promise<string[]> {
  const iconsDir = path.join(publicDir, "icons");
  await mkdir(iconsDir, { recursive: true });
  const favicon = path.join(publicDir, "favicon.svg");
  await writeFile(favicon, markSvg({ rounded: true }));
  const outputs: [string, number, boolean][] = [
    ["icon-192.png", 192, false],
    ["icon-512.png", 512, false],
    ["apple-touch-icon.png", 180, false],
  ];
  const written = [favicon];
  for (const [name, size, rounded] of outputs) {
    const file = path.join(iconsDir, name);
    // square tiles: the platform applies its own mask, and maskable icons need full bleed
    await sharp(Buffer.from(markSvg({ rounded, size })))
      .png({ compressionLevel: 9, palette: true })
      .toFile(file);
    written.push(file);
  }
  return written;
}
