import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";

/** content/media, the committed source masters that scripts/build/build-media.ts turns into variants. */
export const MEDIA_DIR = path.resolve(import.meta.dirname, "../../../../content/media");
export const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../../public");

const JPEG = { quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;

async function ensureDir(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
}

/** Rasterises an SVG document; the document's width/height attributes set the pixel size. */
export function rasterise(svg: string): Sharp {
  return sharp(Buffer.from(svg), { limitInputPixels: false });
}

export async function writeJpeg(svg: string, file: string): Promise<number> {
  await ensureDir(file);
  await rasterise(svg).flatten({ background: "#ffffff" }).jpeg(JPEG).toFile(file);
  return (await stat(file)).size;
}

/** Line drawings: a palette PNG keeps them crisp and small. */
export async function writePng(svg: string, file: string, opts: { palette?: boolean } = {}): Promise<number> {
  await ensureDir(file);
  await rasterise(svg)
    .png({ compressionLevel: 9, palette: opts.palette ?? true, quality: 90, effort: 8 })
    .toFile(file);
  return (await stat(file)).size;
}
