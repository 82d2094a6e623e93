/**
 * What the benchmarks share: their arguments (runs, routes, the sites to compare), the routes they
 * measure by default, and serving each site's built folder with the production server.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { getSamplePages } from "#app/utils/site-paths.server.ts";
import { chromiumArgs, resolveChromiumPath } from "#tests/chromium-path.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");

/**
 * A built client folder to measure; its label names it in the tables when several are compared. `accepted`: measured
 * as a returning visitor who accepted both items of the consent panel (docs/decisions/0026), so that the tracking
 * tools a build switches on load (bench:lighthouse only).
 */
export type Site = { label: string; dir: string; accepted?: boolean };
export type ServedSite = { site: Site; base: string };

export type BenchArgs = { runs: number; routes: string[]; sites: Site[] };

/**
 * --runs=5 --routes=/,/blog --site=label:folder (repeatable). Without --site, the project's own build,
 * built first if there is none.
 */
export function parseBenchArgs(argv: string[], usage: string): BenchArgs {
  // Five, as Lighthouse's guide on variability advises: on a shared 2-core machine one run's TBT
  // swings by 100 ms, and the median of three still flips between targets met and missed.
  let runs = 5;
  let routes: string[] | undefined;
  const sites: Site[] = [];
  const accepted = new Set<string>();
  for (const arg of argv) {
    const [name, value = ""] = arg.split(/=(.*)/s, 2) as [string, string?];
    if (name === "--runs") {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${value}"`);
    } else if (name === "--routes") {
      routes = value
        .split(",")
        .map((route) => route.trim())
        .filter(Boolean);
    } else if (name === "--site") {
      const [label = "", dir = ""] = value.split(/:(.*)/s, 2);
      if (!label || !dir) throw new Error(`--site must be label:folder, got "${value}"`);
      sites.push({ label, dir: path.resolve(dir) });
    } else if (name === "--accepted") {
      for (const label of value.split(",")) accepted.add(label.trim());
    } else if (arg !== "--") {
      throw new Error(`Unknown argument ${arg}. Usage: ${usage}`);
    }
  }
  if (!sites.length && !existsSync(CLIENT)) {
    console.log("No production build in build/client: running npm run build");
    execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
  }
  // A folder without its headers file is a build still being written (scripts/build/finish-site.ts writes _headers once Astro has written the pages).
  for (const { dir } of sites.length ? sites : [{ dir: CLIENT }])
    if (!existsSync(path.join(dir, "index.html")) || !existsSync(path.join(dir, "_headers")))
      throw new Error(`${dir} is incomplete: is a build running? Wait for it, or run npm run build`);
  for (const site of sites) if (accepted.has(site.label)) site.accepted = true;
  return { runs, routes: routes ?? defaultRoutes(), sites: sites.length ? sites : [{ label: "", dir: CLIENT }] };
}

/** One path per kind of page (app/page-registry.ts), but the catch-all's, which answers 404. */
function defaultRoutes(): string[] {
  return getSamplePages()
    .filter((page) => page.kind.paths.from !== "none")
    .map((page) => page.path);
}

/** The URL of a route as the sitemap and canonical links write it (encodeURI: "&" is a valid path character). */
export function routeUrl(base: string, route: string): string {
  return new URL(encodeURI(route), base).href;
}

/** "/ (before)" when sites are compared, "/" otherwise. */
export const routeName = (route: string, site: Site) => (site.label ? `${route} (${site.label})` : route);

/**
 * Serves each site with scripts/server/serve.ts, each on a port of its own from `firstPort`, from a
 * copy in a temporary folder: the server caches the file list at start, so a rebuild while a benchmark
 * runs neither breaks nor changes it. `stop` stops them all and removes the copies; it also runs on exit.
 */
export async function serveSites(
  sites: Site[],
  firstPort: number,
): Promise<{ served: ServedSite[]; stop: () => void }> {
  const running: { server: ChildProcess; snapshot: string }[] = [];
  const stop = () => {
    for (const { server, snapshot } of running.splice(0)) {
      if (server.exitCode === null) server.kill();
      rmSync(snapshot, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  const served: ServedSite[] = [];
  let port = firstPort;
  try {
    for (const site of sites) {
      port = await findFreePort(port);
      const snapshot = mkdtempSync(path.join(os.tmpdir(), "bench-site-"));
      cpSync(site.dir, path.join(snapshot, "build/client"), { recursive: true });
      const server = startServer(port, snapshot);
      running.push({ server, snapshot });
      await answering(server, port);
      served.push({ site, base: `http://127.0.0.1:${port}` });
      port++;
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { served, stop };
}

async function findFreePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${start}-${start + 99}`);
}

/** scripts/server/serve.ts in `cwd` (it serves ./build/client of its working directory). */
function startServer(port: number, cwd: string): ChildProcess {
  return spawn(process.execPath, ["--import", import.meta.resolve("tsx"), path.join(ROOT, "scripts/server/serve.ts")], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function answering(server: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`scripts/server/serve.ts exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("scripts/server/serve.ts did not answer within 60 s");
}

export const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).toSorted((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A Markdown table, its columns padded to their widest cell. */
export function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(headers), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

type BrowserBench<Run> = {
  usage: string;
  firstPort: number;
  /** One run on one page, in the browser given. */
  measure: (browser: Browser, url: string, route: string) => Promise<Run>;
  /** The table's columns after the route, and one route's runs on one site as those cells. */
  headers: string[];
  summarise: (runs: Run[]) => string[];
  /** Printed above the table; gets the number of runs. */
  caption: (runs: number) => string;
};

/**
 * A benchmark in Playwright's Chromium: every route of every site (the command line's --site, or the build),
 * `runs` times, the sites taking turns within each run; a row per route and site as it comes, then the table.
 */
export async function benchInBrowser<Run>(bench: BrowserBench<Run>): Promise<void> {
  const { runs, routes, sites } = parseBenchArgs(process.argv.slice(2), bench.usage);
  if (sites.some((site) => site.accepted)) throw new Error("--accepted is measured by bench:lighthouse only");
  const executablePath = resolveChromiumPath();
  if (!executablePath)
    throw new Error("No Chromium: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH");
  const { served, stop } = await serveSites(sites, bench.firstPort);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const rows: string[][] = [];
  try {
    for (const route of routes) {
      const measured = served.map(() => [] as Run[]);
      for (let run = 0; run < runs; run++)
        for (const [index, { base }] of served.entries())
          measured[index]!.push(await bench.measure(browser, routeUrl(base, route), route));
      for (const [index, { site }] of served.entries()) {
        rows.push([routeName(route, site), ...bench.summarise(measured[index]!)]);
        console.log(rows.at(-1)!.join("  "));
      }
    }
  } finally {
    await browser.close();
    stop();
  }
  console.log(`\n${bench.caption(runs)}\n\n${markdownTable(["Route", ...bench.headers], rows)}`);
}
