import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * A calm 24-second ambient loop synthesised with sox: four soft pad chords
 * (Dmaj9, Bm9, Gmaj9, A6sus) with slow swells, a low root and a few quiet bell
 * notes, in reverb. The tail that rings past 24 s is folded back onto the start,
 * so the loop has no seam; ffmpeg encodes it as a stereo MP3.
 */

const run = promisify(execFile);
const RATE = "44100";
const CHORD_SECONDS = 6;

const NOTE: Record<string, number> = {
  G2: 98.0,
  A2: 110.0,
  B2: 123.47,
  D3: 146.83,
  E3: 164.81,
  "F#3": 185.0,
  G3: 196.0,
  A3: 220.0,
  B3: 246.94,
  "C#4": 277.18,
  D4: 293.66,
  E4: 329.63,
  "F#4": 369.99,
  A4: 440.0,
  B4: 493.88,
  "C#5": 554.37,
  D5: 587.33,
  E5: 659.25,
  "F#5": 739.99,
};

const CHORDS: { root: string; pad: string[] }[] = [
  { root: "D3", pad: ["F#3", "A3", "C#4", "E4"] },
  { root: "B2", pad: ["D3", "F#3", "A3", "C#4"] },
  { root: "G2", pad: ["B2", "D3", "F#3", "A3"] },
  { root: "A2", pad: ["D3", "E3", "F#3", "B3"] },
];

const BELLS: [number, string][] = [
  [1.5, "F#5"],
  [3.9, "E5"],
  [7.4, "D5"],
  [9.8, "C#5"],
  [13.5, "B4"],
  [15.6, "D5"],
  [19.4, "A4"],
  [21.8, "E5"],
];

const hz = (note: string): string => {
  const f = NOTE[note];
  if (f === undefined) throw new Error(`Unknown note ${note}`);
  return f.toFixed(2);
};

export async function renderMusic(outFile: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "media-music-"));
  const f = (name: string): string => path.join(dir, name);
  const sox = (args: string[]): Promise<unknown> => run("sox", args);
  try {
    const parts: string[] = [];
    for (const [i, chord] of CHORDS.entries()) {
      // each pad note twice, slightly detuned left and right, for width
      const voices = chord.pad.flatMap((note) => ["sine", hz(note), "sine", (Number(hz(note)) * 1.004).toFixed(2)]);
      const channels = String(voices.length / 2);
      const left = Array.from({ length: chord.pad.length }, (_, k) => 2 * k + 1).join(",");
      const right = Array.from({ length: chord.pad.length }, (_, k) => 2 * k + 2).join(",");
      const pad = f(`pad${i}.wav`);
      await sox([
        "-n",
        "-r",
        RATE,
        "-c",
        channels,
        pad,
        "synth",
        "8.5",
        ...voices,
        "remix",
        left,
        right,
        "tremolo",
        "0.15",
        "12",
        "fade",
        "q",
        "3",
        "8.5",
        "3.5",
        "gain",
        "-n",
        "-20",
        "pad",
        String(i * CHORD_SECONDS),
      ]);
      const bass = f(`bass${i}.wav`);
      await sox([
        "-n",
        "-r",
        RATE,
        "-c",
        "2",
        bass,
        "synth",
        "7.5",
        "sine",
        hz(chord.root),
        "fade",
        "q",
        "2",
        "7.5",
        "3",
        "gain",
        "-n",
        "-24",
        "pad",
        String(i * CHORD_SECONDS),
      ]);
      parts.push(pad, bass);
    }
    for (const [k, [at, note]] of BELLS.entries()) {
      const bell = f(`bell${k}.wav`);
      await sox([
        "-n",
        "-r",
        RATE,
        "-c",
        "2",
        bell,
        "synth",
        "3",
        "pluck",
        hz(note),
        "fade",
        "0.005",
        "3",
        "2.6",
        "gain",
        "-n",
        "-27",
        "pad",
        String(at),
      ]);
      parts.push(bell);
    }
    const full = f("full.wav");
    await sox([
      "-m",
      ...parts.flatMap((p) => ["-v", "1", p]),
      full,
      "pad",
      "0",
      "6",
      "lowpass",
      "2800",
      "reverb",
      "70",
      "50",
      "100",
      "100",
      "10",
      "gain",
      "-n",
      "-3",
    ]);
    const loopSeconds = String(CHORDS.length * CHORD_SECONDS);
    const head = f("head.wav");
    const tail = f("tail.wav");
    await sox([full, head, "trim", "0", loopSeconds]);
    await sox([full, tail, "trim", loopSeconds]);
    const loop = f("loop.wav");
    await sox(["-m", "-v", "1", head, "-v", "1", tail, loop, "trim", "0", loopSeconds, "gain", "-n", "-4"]);
    await run("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-i",
      loop,
      "-c:a",
      "libmp3lame",
      "-b:a",
      "80k",
      "-ac",
      "2",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      outFile,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
