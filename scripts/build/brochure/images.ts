import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** content/media, where the site's image masters live (see scripts/build/build-media.ts). */
const MEDIA_DIR = path.resolve(import.meta.dirname, "../../../content/media");

/** Pixels per PDF point for photos: about 150 dpi on A4, sharp on screen and fine in print. */
const PHOTO_SCALE = 2;

function mediaFile(mediaPath: string): string {
  const file = path.join(MEDIA_DIR, mediaPath);
  if (!existsSync(file)) {
    throw new Error(`Brochure: content/media/${mediaPath} is missing; run \`npm run media\` first`);
  }
  return file;
}

export type BoxImage = { data: Buffer; width: number; height: number };

/**
 * A photo as a JPEG small enough for a download on mobile data. With `fit: "cover"`
 * (the default) it is cropped to fill `width` × `height` points, keeping `position`;
 * with `fit: "contain"` (maps and plans, which must not lose an edge) it is scaled to
 * fit inside that box and the returned size is the image's own.
 */
export async function loadPhoto(
  mediaPath: string,
  width: number,
  height: number,
  options: { fit?: "cover" | "contain"; maxPixelWidth?: number; quality?: number; position?: string } = {},
): Promise<BoxImage> {
  const source = sharp(mediaFile(mediaPath));
  let box = { width, height };
  if (options.fit === "contain") {
    const { width: w = 1, height: h = 1 } = await source.metadata();
    const scale = Math.min(width / w, height / h);
    box = { width: w * scale, height: h * scale };
  }
  const pixelWidth = Math.round(Math.min(box.width * PHOTO_SCALE, options.maxPixelWidth ?? 1600));
  const pixelHeight = Math.round((pixelWidth * box.height) / box.width);
  const data = await source
    .resize(pixelWidth, pixelHeight, { fit: "cover", position: options.position ?? "centre" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: options.quality ?? 78, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
  return { data, ...box };
}

/**
 * A line drawing (a floor plan) scaled to fit inside `width` × `height` points
 * without cropping, on white, as a palette PNG so the lines stay crisp and the file small.
 */
export async function loadDrawing(mediaPath: string, width: number, height: number): Promise<BoxImage> {
  const source = sharp(mediaFile(mediaPath));
  const meta = await source.metadata();
  const sourceWidth = meta.width ?? 1;
  const sourceHeight = meta.height ?? 1;
  const scale = Math.min(width / sourceWidth, height / sourceHeight);
  const fitted = { width: sourceWidth * scale, height: sourceHeight * scale };
  // About 215 dpi: the room names and dimensions stay readable when zoomed in.
  const pixelWidth = Math.min(sourceWidth, Math.round(fitted.width * 3));
  const data = await source
    .resize(pixelWidth)
    .flatten({ background: "#ffffff" })
    .png({ palette: true, colors: 64, compressionLevel: 9, effort: 8 })
    .toBuffer();
  return { data, ...fitted };
}
