import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { MediaManifest } from "#app/utils/media-manifest-types.ts";

const MANIFEST = path.resolve("app/generated/media-manifest.json");

/** app/generated/media-manifest.json, written by npm run media (part of npm run build): the built URLs of the content's media. */
export function readMediaManifest(): MediaManifest {
  if (!existsSync(MANIFEST)) throw new Error("app/generated/media-manifest.json is missing: run npm run media");
  return JSON.parse(readFileSync(MANIFEST, "utf8")) as MediaManifest;
}

/** The hashed URL the build gave a media file that is not an image, such as the hero video. */
export function mediaFileUrl(src: string): string {
  const url = readMediaManifest().files[src]?.url;
  if (!url) throw new Error(`${src} is not in the media manifest`);
  return url;
}
