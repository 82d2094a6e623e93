/**
 * Generates the placeholder media under content/media (and the icons under
 * public/) in one illustrated style: golden-hour towers, interiors, plans and
 * maps drawn as SVG in code and rasterised by sharp, films encoded by ffmpeg and
 * the music loop synthesised by sox. Deterministic: the same code gives the same
 * pictures. Real photos dropped into content/media later take the same pipeline
 * (scripts/build/build-media.ts) and need no change here.
 *
 *   npx tsx scripts/placeholders/generate-media.ts              everything
 *   npx tsx scripts/placeholders/generate-media.ts gallery/     only outputs whose path contains "gallery/"
 *   npx tsx scripts/placeholders/generate-media.ts --no-motion  skip the films and the music
 *   npx tsx scripts/placeholders/generate-media.ts floor-plans/ layout-maps/   the plans and maps alone
 *
 * The floor plans and the typical floors are drawn from the content (media/content.ts): each plan's type,
 * areas, facing, rooms and Vastu, each flat's plan.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { PROGRESS_DIR } from "#content/read-progress.server.ts";
import { ProgressFrontMatterSchema } from "#content/schema.ts";
import { splitFrontMatter } from "#content/source.ts";
import { writeIcons } from "./media/brand";
import { readFloorPlans, readTypicalFloor } from "./media/content";
import { MEDIA_DIR, PUBLIC_DIR, writeJpeg, writePng } from "./media/core/output";
import { floorPlan, type PlanSpec } from "./media/drawings/floor-plans";
import { masterPlan, siteLayout, stiltParking, typicalFloor } from "./media/drawings/maps";
import { PLAN_LAYOUTS } from "./media/drawings/plan-layouts";
import { renderMusic } from "./media/motion/music";
import { renderVideo } from "./media/motion/video";
import { aerialView, foundationWork } from "./media/scenes/aerial";
import { towerProgress } from "./media/scenes/construction";
import * as ext from "./media/scenes/exteriors";
import * as int from "./media/scenes/interiors";
import { siteProgress } from "./media/scenes/site-progress";

type Job = { file: string; w: number; h: number; draw: (out: { w: number; h: number }) => string };

const plan = (spec: PlanSpec) => (out: { w: number; h: number }) => floorPlan(spec, out);

const IMAGES: Job[] = [
  { file: "hero/hero-poster.jpg", w: 1920, h: 1080, draw: (out) => ext.heroScene(out, 0) },

  { file: "about/luxury-apartments.jpg", w: 1600, h: 1000, draw: (out) => ext.luxuryApartments({ out }) },
  { file: "about/premium-apartments.jpg", w: 1600, h: 1000, draw: (out) => int.livingRoom(out, { w: 1600, h: 1000 }) },
  { file: "about/world-class-bedroom.jpg", w: 1600, h: 1000, draw: (out) => int.bedroom(out, { w: 1600, h: 1000 }) },

  { file: "gallery/exterior-towers-dusk.jpg", w: 1600, h: 1200, draw: (out) => ext.towersDusk({ out }) },
  { file: "gallery/exterior-entrance-gate.jpg", w: 1200, h: 1600, draw: (out) => ext.entranceGateTall({ out }) },
  { file: "gallery/exterior-aerial-view.jpg", w: 1920, h: 1080, draw: (out) => aerialView(out) },
  { file: "gallery/interior-living-room.jpg", w: 1600, h: 1200, draw: (out) => int.livingRoom(out) },
  { file: "gallery/interior-kitchen.jpg", w: 1600, h: 1200, draw: (out) => int.kitchen(out) },
  {
    file: "gallery/interior-master-bedroom.jpg",
    w: 1200,
    h: 1600,
    draw: (out) => int.bedroom(out, { w: 1200, h: 1600 }),
  },
  { file: "gallery/amenities-swimming-pool.jpg", w: 1920, h: 1080, draw: (out) => ext.poolWide({ out }) },
  { file: "gallery/amenities-clubhouse.jpg", w: 1600, h: 1200, draw: (out) => ext.clubhouseGallery({ out }) },
  { file: "gallery/amenities-landscaped-garden.jpg", w: 1600, h: 1600, draw: (out) => ext.gardenGallery({ out }) },
  { file: "gallery/construction-tower-progress.jpg", w: 1200, h: 1600, draw: (out) => towerProgress(out) },
  { file: "gallery/construction-foundation.jpg", w: 1600, h: 1200, draw: (out) => foundationWork(out) },

  ...floorPlanDrawings(),

  {
    file: "layout-maps/typical-floor-tower-a.jpg",
    w: 1600,
    h: 1000,
    draw: (out) => typicalFloor("A", readTypicalFloor("A"), out),
  },
  {
    file: "layout-maps/typical-floor-tower-b.jpg",
    w: 1600,
    h: 1000,
    draw: (out) => typicalFloor("B", readTypicalFloor("B"), out),
  },
  { file: "layout-maps/stilt-parking.jpg", w: 1600, h: 1000, draw: (out) => stiltParking(out) },
  { file: "layout-maps/site-layout.jpg", w: 1600, h: 1000, draw: (out) => siteLayout(out) },

  { file: "landing/banner-desktop.jpg", w: 1920, h: 900, draw: (out) => ext.bannerDesktop({ out }) },
  { file: "landing/banner-mobile.jpg", w: 800, h: 1200, draw: (out) => ext.bannerMobile({ out }) },
  { file: "landing/master-plan.jpg", w: 1600, h: 1100, draw: (out) => masterPlan(out) },
  { file: "landing/walkthrough-poster.jpg", w: 1280, h: 720, draw: (out) => ext.walkthroughFrame(out, 0) },

  { file: "amenities/swimming-pool.jpg", w: 1200, h: 900, draw: (out) => ext.poolAmenity({ out }) },
  { file: "amenities/gymnasium.jpg", w: 1200, h: 900, draw: (out) => int.gym(out) },
  { file: "amenities/multipurpose-hall.jpg", w: 1200, h: 900, draw: (out) => int.multipurposeHall(out) },
  { file: "amenities/children-play.jpg", w: 1200, h: 900, draw: (out) => ext.childrenPlay({ out }) },
  { file: "amenities/indoor-games.jpg", w: 1200, h: 900, draw: (out) => int.indoorGames(out) },
  { file: "amenities/landscaped-gardens.jpg", w: 1200, h: 900, draw: (out) => ext.gardenAmenity({ out }) },
  { file: "amenities/clubhouse.jpg", w: 1200, h: 900, draw: (out) => ext.clubhouseAmenity({ out }) },

  { file: "posts/gated-community-2-3-bhk.jpg", w: 1200, h: 675, draw: (out) => ext.postGated({ out }) },
  { file: "posts/apartments-flats-for-sale.jpg", w: 1200, h: 675, draw: (out) => ext.postFlatsForSale({ out }) },
  { file: "posts/apartment-complex.jpg", w: 1200, h: 675, draw: (out) => aerialView(out, { w: 1200, h: 675 }, 1.02) },
  { file: "posts/residential-properties.jpg", w: 1200, h: 675, draw: (out) => ext.postResidential({ out }) },
  {
    file: "posts/flats-for-sale-guntur.jpg",
    w: 1200,
    h: 675,
    draw: (out) => int.livingRoom(out, { w: 1200, h: 675 }, { dining: false }),
  },
  { file: "posts/guntur-vijayawada-flats.jpg", w: 1200, h: 675, draw: (out) => ext.postGunturVijayawada({ out }) },

  { file: "og/default.jpg", w: 1200, h: 630, draw: (out) => ext.ogDefault({ out }) },
  { file: "og/landing.jpg", w: 1200, h: 630, draw: (out) => ext.ogLanding({ out }) },

  ...progressPhotos(),
];

/** Each plan of content/en/floor-plans.yaml, drawn to its own image by the layout PLAN_LAYOUTS gives it. */
function floorPlanDrawings(): Job[] {
  return readFloorPlans().map((p) => {
    const layout = PLAN_LAYOUTS[p.id];
    if (!layout) {
      throw new Error(
        `No layout draws the plan ${p.id} of content/en/floor-plans.yaml: add one to PLAN_LAYOUTS (media/drawings/plan-layouts.ts)`,
      );
    }
    const { type, area, facing, carpet, facts } = p;
    return { file: p.image, w: 1600, h: 1200, draw: plan({ type, area, facing, carpet, layout, facts }) };
  });
}

/**
 * Each construction update's photos show both towers at the stages the update gives them. Read from the
 * front matter alone, so a new update's photos can be drawn before the content check that wants them passes.
 */
function progressPhotos(): Job[] {
  return readdirSync(PROGRESS_DIR)
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) => {
      const file = `${PROGRESS_DIR}/${name}`;
      const update = splitFrontMatter(file, readFileSync(file, "utf8")).front.parse(ProgressFrontMatterSchema);
      const [a, b] = ["A", "B"].map((letter) => update.towers.find((tower) => tower.tower === letter)!);
      const day = Math.round(update.date.getTime() / 86_400_000);
      return update.photos
        .filter((photo) => photo.image.startsWith("progress/"))
        .map((photo, index) => ({
          file: photo.image,
          w: 1200,
          h: 900,
          draw: (out: { w: number; h: number }) => siteProgress(out, { a: a!, b: b! }, day + index),
        }));
    });
}

const HERO_SECONDS = 8;
const WALK_SECONDS = 9;
const FPS = 24;

type Step = { name: string; run: () => Promise<string[]> };

const media = (file: string): string => path.join(MEDIA_DIR, file);

const STEPS: Step[] = [
  {
    name: "hero/hero-loop",
    run: async () => {
      const frames = HERO_SECONDS * FPS;
      const files = [media("hero/hero-loop.webm"), media("hero/hero-loop.mp4")];
      await renderVideo({
        frames,
        fps: FPS,
        frame: (i) => ext.heroScene({ w: 1280, h: 720 }, i / frames),
        webm: files[0]!,
        mp4: files[1]!,
        crf: { vp9: 33, h264: 23 },
      });
      return files;
    },
  },
  {
    name: "landing/walkthrough",
    run: async () => {
      const frames = WALK_SECONDS * FPS;
      const files = [media("landing/walkthrough.webm"), media("landing/walkthrough.mp4")];
      await renderVideo({
        frames,
        fps: FPS,
        frame: (i) => ext.walkthroughFrame({ w: 1280, h: 720 }, i / (frames - 1)),
        webm: files[0]!,
        mp4: files[1]!,
        crf: { vp9: 50, h264: 33 },
      });
      return files;
    },
  },
  {
    name: "hero/music-loop",
    run: async () => {
      const file = media("hero/music-loop.mp3");
      await renderMusic(file);
      return [file];
    },
  },
];

function requireTool(tool: "ffmpeg" | "sox"): void {
  try {
    execFileSync(tool, [tool === "ffmpeg" ? "-version" : "--version"], { stdio: "ignore" });
  } catch {
    throw new Error(
      `${tool} is needed to generate the films and music (apt-get install ${tool === "sox" ? "sox" : "ffmpeg"}), or pass --no-motion`,
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const noMotion = args.includes("--no-motion");
  const filters = args.filter((a) => !a.startsWith("--"));
  const wanted = (name: string): boolean => filters.length === 0 || filters.some((f) => name.includes(f));
  const started = Date.now();
  const report: [string, number][] = [];

  const jobs = IMAGES.filter((j) => wanted(j.file));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const svg = job.draw({ w: job.w, h: job.h });
      const file = media(job.file);
      const bytes = job.file.endsWith(".png") ? await writePng(svg, file) : await writeJpeg(svg, file);
      report.push([job.file, bytes]);
    }
  };
  await Promise.all([worker(), worker()]);

  if (wanted("icons") || wanted("favicon")) {
    for (const file of await writeIcons(PUBLIC_DIR))
      report.push([path.relative(PUBLIC_DIR, file), (await stat(file)).size]);
  }

  if (!noMotion) {
    const steps = STEPS.filter((s) => wanted(s.name));
    if (steps.length) {
      requireTool("ffmpeg");
      if (steps.some((s) => s.name.includes("music"))) requireTool("sox");
    }
    for (const step of steps) {
      for (const file of await step.run()) report.push([path.relative(MEDIA_DIR, file), (await stat(file)).size]);
    }
  }

  report.sort((a, b) => a[0].localeCompare(b[0]));
  for (const [file, bytes] of report) console.log(`${(bytes / 1024).toFixed(0).padStart(6)} KB  ${file}`);
  const total = report.reduce((s, [, b]) => s + b, 0);
  console.log(
    `${report.length} files, ${(total / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
