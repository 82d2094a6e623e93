/**
 * The image pipeline, run before every build: every file under content/media
 * becomes hashed, cacheable files under public/media and an entry in
 * app/generated/media-manifest.json.
 *
 * - Images (.jpg .jpeg .png .webp): AVIF and WebP at the widths of
 *   scripts/build/media-widths.ts that do not exceed the source (at least one), the
 *   intrinsic size and the dominant colour.
 * - Video, audio and documents (.webm .mp4 .mp3 .m4a .ogg .pdf): copied under a hashed name.
 *
 * Encoded variants are cached in node_modules/.cache/media, or in MEDIA_CACHE_DIR
 * (absolute, or relative to the repository) where a host keeps a folder between builds
 * (README.md, Deploying). Entries are keyed by the source content, the encoding settings
 * and the image's widths, so an unchanged run only copies files. The output folder is
 * emptied and refilled each run, so removed sources leave nothing behind. A real photo
 * dropped in place of a placeholder takes the same path. Why the settings are what they
 * are, with the measurements: docs/decisions/0013-fast-fresh-build.md.
 *
 *   npx tsx scripts/build/build-media.ts
 */
import { createHash } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { MediaManifest } from "#app/utils/media-manifest-types.ts";
import { candidateWidths, variantWidths } from "./media-widths";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIR = path.join(ROOT, "content/media");
const OUTPUT_DIR = path.join(ROOT, "public/media");
const MANIFEST_FILE = path.join(ROOT, "app/generated/media-manifest.json");
const CACHE_DIR = path.resolve(ROOT, process.env.MEDIA_CACHE_DIR || "node_modules/.cache/media");
const URL_PREFIX = "/media";

const SETTINGS = {
  // 2: the widths are per image (scripts/build/media-widths.ts) and part of each image's key.
  version: 2,
  // Effort 3 at quality 52 measures as sharp as effort 4 at 50 and encodes in under a third
  // of the time (docs/decisions/0013-fast-fresh-build.md).
  avif: { quality: 52, effort: 3 },
  webp: { quality: 72, effort: 4 },
} as const;
/**
 * Encodes in flight: one per core, each on one libvips thread (sharp.concurrency(1) below); two
 * threads per AVIF encode changed its bytes and gained nothing measurable on 2 cores. sharp works on
 * libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says more), which caps this on big machines.
 */
const JOBS = availableParallelism();

const IMAGE_EXT = new Set([".jpg", ".jpeg", ".png", ".webp"]);
const FILE_EXT = new Set([".webm", ".mp4", ".mp3", ".m4a", ".ogg", ".pdf"]);
const FORMATS = ["avif", "webp"] as const;

/** What the cache holds for one source image. */
type CachedImage = { width: number; height: number; color: string; widths: number[] };

/** One source image: where its variants are cached, and what it holds once encoded. */
type ImageJob = { rel: string; source: Buffer; key: string; cacheDir: string; meta: CachedImage; cached: boolean };

const sha256 = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex");

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return walk(full);
      return e.isFile() && !e.name.startsWith(".") ? [full] : [];
    }),
  );
  return files.flat().sort();
}

const toHex = ({ r, g, b }: { r: number; g: number; b: number }): string =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Reads what the cache holds for an image, or measures the source when it holds nothing yet. */
async function planImage(rel: string, source: Buffer): Promise<ImageJob> {
  const candidates = candidateWidths(rel);
  const key = sha256(Buffer.concat([source, Buffer.from(sha256(JSON.stringify({ SETTINGS, candidates })))]));
  const cacheDir = path.join(CACHE_DIR, key);
  const metaFile = path.join(cacheDir, "meta.json");
  if (await exists(metaFile)) {
    const meta = JSON.parse(await readFile(metaFile, "utf8")) as CachedImage;
    return { rel, source, key, cacheDir, meta, cached: true };
  }
  const info = await sharp(source).metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter, swapping width and height
  const turned = (info.orientation ?? 1) >= 5;
  const width = (turned ? info.height : info.width) ?? 0;
  const height = (turned ? info.width : info.height) ?? 0;
  if (!width || !height) throw new Error("cannot read the image size");
  const { dominant } = await sharp(source).stats();
  const meta: CachedImage = { width, height, color: toHex(dominant), widths: variantWidths(candidates, width) };
  return { rel, source, key, cacheDir, meta, cached: false };
}

/** Encodes one width of an image into its cache folder: resized once, then saved in each format. */
async function encodeWidth(job: ImageJob, w: number): Promise<void> {
  const { data, info } = await sharp(job.source)
    .rotate()
    .resize({ width: w, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const resized = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  await resized()
    .avif(SETTINGS.avif)
    .toFile(path.join(job.cacheDir, `${w}.avif`));
  await resized()
    .webp(SETTINGS.webp)
    .toFile(path.join(job.cacheDir, `${w}.webp`));
}

/** Hard-links a cached file into the output, copying where linking is not possible. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

const failed = (rel: string) => (error: unknown) => {
  throw new Error(`content/media/${rel}: ${error instanceof Error ? error.message : String(error)}`);
};

async function main(): Promise<void> {
  const started = Date.now();
  sharp.concurrency(1);
  const sources = await walk(SOURCE_DIR);
  const manifest: MediaManifest = { images: {}, files: {} };
  const images: ImageJob[] = [];
  let variants = 0;
  let outBytes = 0;
  const unknown: string[] = [];

  await rm(OUTPUT_DIR, { recursive: true, force: true });
  await mkdir(OUTPUT_DIR, { recursive: true });

  await pool(sources, JOBS, async (file) => {
    const rel = path.relative(SOURCE_DIR, file).split(path.sep).join("/");
    const ext = path.extname(rel).toLowerCase();
    const stem = rel.slice(0, -ext.length);
    const source = await readFile(file);
    if (IMAGE_EXT.has(ext)) {
      images.push(await planImage(rel, source).catch(failed(rel)));
    } else if (FILE_EXT.has(ext)) {
      const name = `${stem}-${sha256(source).slice(0, 8)}${ext}`;
      const target = path.join(OUTPUT_DIR, name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, source);
      outBytes += source.length;
      manifest.files[rel] = { url: `${URL_PREFIX}/${name}`, bytes: source.length };
    } else {
      unknown.push(rel);
    }
  });

  // Every width of every image not in the cache is one encode; the largest go first, so the
  // last to finish are small ones and no core waits long for the other at the end.
  const toEncode = images.filter((image) => !image.cached);
  const encodes = toEncode
    .flatMap((image) => image.meta.widths.map((w) => ({ image, w, pixels: w * w * (image.meta.height / image.meta.width) })))
    .sort((a, b) => b.pixels - a.pixels);
  await Promise.all(toEncode.map((image) => mkdir(image.cacheDir, { recursive: true })));
  await pool(encodes, JOBS, ({ image, w }) => encodeWidth(image, w).catch(failed(image.rel)));
  // meta.json last: it marks an entry complete, so an interrupted run encodes that image again
  await Promise.all(
    toEncode.map((image) => writeFile(path.join(image.cacheDir, "meta.json"), JSON.stringify(image.meta))),
  );

  for (const { rel, key, cacheDir, meta } of images) {
    const stem = `${rel.slice(0, -path.extname(rel).length)}-${key.slice(0, 8)}`;
    for (const format of FORMATS) {
      for (const w of meta.widths) {
        const target = path.join(OUTPUT_DIR, `${stem}-${w}.${format}`);
        await place(path.join(cacheDir, `${w}.${format}`), target);
        outBytes += (await stat(target)).size;
        variants++;
      }
    }
    // URLs are "{stem}-{width}.{format}": app/utils/media.ts spells them out (expandImage).
    manifest.images[rel] = { ...meta, stem: `${URL_PREFIX}/${stem}` };
  }

  // stable key order, so the manifest only changes when the media do
  const sorted: MediaManifest = {
    images: Object.fromEntries(Object.entries(manifest.images).sort(([a], [b]) => a.localeCompare(b))),
    files: Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b))),
  };
  await mkdir(path.dirname(MANIFEST_FILE), { recursive: true });
  await writeFile(MANIFEST_FILE, `${JSON.stringify(sorted, null, 2)}\n`);

  // drop cache entries of sources that are gone or changed, and of older settings; only
  // folders named like a key, as MEDIA_CACHE_DIR may point into a folder that holds more
  const usedCache = new Set(images.map((image) => image.key));
  for (const entry of await readdir(CACHE_DIR).catch(() => [] as string[])) {
    if (/^[0-9a-f]{64}$/.test(entry) && !usedCache.has(entry))
      await rm(path.join(CACHE_DIR, entry), { recursive: true, force: true });
  }

  if (unknown.length) console.warn(`media: skipped files of unknown type: ${unknown.join(", ")}`);
  const cachedCount = images.length - toEncode.length;
  const files = Object.keys(sorted.files).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const cacheName = CACHE_DIR.startsWith(ROOT + path.sep) ? path.relative(ROOT, CACHE_DIR) : CACHE_DIR;
  console.log(
    `media: ${images.length} images (${cachedCount} cached in ${cacheName}), ${variants} variants, ${files} files, ${(outBytes / 1024 / 1024).toFixed(2)} MB in public/media, ${seconds} s`,
  );
}

await main();
