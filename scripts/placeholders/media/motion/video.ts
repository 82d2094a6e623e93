import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { rasterise } from "#scripts/placeholders/media/core/output.ts";

/**
 * Frame-by-frame video: every frame is an SVG rasterised by sharp, then ffmpeg
 * encodes VP9 (WebM) and H.264 (MP4, faststart) without an audio track.
 */

const run = promisify(execFile);

export type VideoSpec = {
  frames: number;
  fps: number;
  frame: (index: number) => string;
  webm: string;
  mp4: string;
  /** Constant-quality settings; higher is smaller. */
  crf: { vp9: number; h264: number };
};

async function renderFrames(spec: VideoSpec, dir: string, concurrency = 2): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < spec.frames) {
      const i = next++;
      await rasterise(spec.frame(i))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `${String(i).padStart(4, "0")}.png`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function renderVideo(spec: VideoSpec): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "media-frames-"));
  try {
    await renderFrames(spec, dir);
    const input = ["-y", "-loglevel", "error", "-framerate", String(spec.fps), "-i", path.join(dir, "%04d.png")];
    const common = ["-an", "-pix_fmt", "yuv420p", "-map_metadata", "-1", "-fflags", "+bitexact"];
    await run("ffmpeg", [
      ...input,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      String(spec.crf.vp9),
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-g",
      String(spec.frames),
      ...common,
      spec.webm,
    ]);
    await run("ffmpeg", [
      ...input,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-tune",
      "animation",
      "-crf",
      String(spec.crf.h264),
      "-profile:v",
      "high",
      "-g",
      String(spec.frames),
      "-movflags",
      "+faststart",
      ...common,
      spec.mp4,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
