/**
 * npm run bench:lighthouse [-- --runs=5 --routes=/,/blog]
 *
 * Serves the production build (scripts/server/serve.ts) and runs Lighthouse with its default
 * mobile config (Moto G Power emulation, simulated slow-4G throttling, 4x CPU slowdown)
 * on every route, several runs each, each run in a fresh headless Chromium. Prints the
 * medians of the four category scores, FCP, LCP, TBT, CLS and the bytes transferred at
 * load, and the audits that cost points in the median run. Works offline: Chromium
 * resolves no host but 127.0.0.1. Writes bench-results/lighthouse-summary.{md,json}
 * and the median run's report per route under bench-results/lighthouse/.
 * It also prints the page's long tasks as observed, wall-clock and CPU time: Lighthouse counts
 * the wall clock, so the gap shows how long those tasks waited for a core rather than worked,
 * and the TBT they would give on CPU time alone ("TBT on CPU"), which compares changes to the
 * page's own work across runs on a busy machine better than TBT does.
 * A benchmark, not a test: it exits 0 whether or not the targets are met.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { getSamplePages } from "../../app/utils/site-paths.server";
import { chromiumArgs, resolveChromiumPath } from "../../tests/chromium-path";
import { type ObservedLongTasks, observedLongTasks, type TraceEvent } from "./observed-long-tasks";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.join(ROOT, "build/client");
const OUT_DIR = path.join(ROOT, "bench-results");
const FIRST_PORT = 4500;
/** Extra attempts for a run that ends in a Lighthouse runtime error. */
const MAX_RETRIES = 2;

/** The issue's targets, all on medians. */
const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 60, cls: 0.02 };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_LABEL: Record<Category, string> = {
  performance: "Perf",
  accessibility: "A11y",
  "best-practices": "BP",
  seo: "SEO",
};

const RESOURCE_TYPES = ["script", "stylesheet", "document", "image", "font", "media", "total"] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];
const RESOURCE_LABEL: Record<ResourceType, string> = {
  script: "JS",
  stylesheet: "CSS",
  document: "HTML",
  image: "Img",
  font: "Font",
  media: "Media",
  total: "Total",
};

type RunMetrics = {
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size in bytes per resource type, from the resource-summary audit. */
  bytes: Record<ResourceType, number>;
  /** From the run's trace: the page's tasks that the slowdown makes long (TBT counts those after FCP), as observed. */
  longTasks?: ObservedLongTasks;
  runtimeError?: string;
};

type RouteResult = {
  route: string;
  url: string;
  runs: RunMetrics[];
  median: RunMetrics;
  medianRunIndex: number;
  failingAudits: string[];
  lcpElement?: string;
  offMachineRequests: string[];
};

// ---------------------------------------------------------------------------------------
// Arguments and routes

function parseArgs(argv: string[]) {
  // Five, as Lighthouse's guide on variability advises: on a shared 2-core machine one run's TBT
  // swings by 100 ms, and the median of three still flips between targets met and missed.
  let runs = 5;
  let routes: string[] | undefined;
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
    } else if (arg !== "--") {
      throw new Error(`Unknown argument ${arg}. Usage: bench-lighthouse [--runs=5] [--routes=/,/blog]`);
    }
  }
  return { runs, routes };
}

/** One path per kind of page (app/page-registry.ts), but the catch-all's, which answers 404. */
function defaultRoutes(): string[] {
  return getSamplePages()
    .filter((page) => page.kind.paths.from !== "none")
    .map((page) => page.path);
}

/** The URL of a route as the sitemap and canonical links write it (encodeURI: "&" is a valid path character). */
function routeUrl(base: string, route: string): string {
  return new URL(encodeURI(route), base).href;
}

// ---------------------------------------------------------------------------------------
// The production server

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

/**
 * A copy of build/client in a temporary folder: the server (which caches the file list at
 * start) serves it, so a rebuild while the benchmark runs neither breaks nor changes it.
 */
function snapshotBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
  cpSync(CLIENT, path.join(dir, "build/client"), { recursive: true });
  return dir;
}

/** scripts/server/serve.ts on the snapshot (it serves ./build/client of its working directory). */
async function startServer(port: number, cwd: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), path.join(ROOT, "scripts/server/serve.ts")],
    {
      cwd,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`scripts/server/serve.ts exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("scripts/server/serve.ts did not answer within 60 s");
}

// ---------------------------------------------------------------------------------------
// Lighthouse

const CHROME_FLAGS = [
  "--headless=new",
  ...chromiumArgs,
  // Offline: every host but the local server fails at once, so nothing leaves the machine.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  "--disable-domain-reliability",
  "--no-default-browser-check",
];

type Run = { lhr: Result; longTasks?: ObservedLongTasks };

async function runLighthouse(url: string, chromePath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // No config: Lighthouse's default config, i.e. mobile form factor, simulated throttling, all four categories.
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error" };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const trace = result.artifacts.Trace?.traceEvents as TraceEvent[] | undefined;
    const slowdown = result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
    return { lhr: result.lhr, longTasks: trace && observedLongTasks(trace, result.lhr.finalDisplayedUrl, slowdown) };
  } finally {
    chrome.kill();
  }
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function extractMetrics({ lhr, longTasks }: Run): RunMetrics {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  ) as Record<Category, number | null>;
  const bytes = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, 0])) as Record<ResourceType, number>;
  const details = lhr.audits["resource-summary"]?.details;
  if (details && details.type === "table") {
    for (const item of details.items) {
      const type = item.resourceType as ResourceType;
      if (RESOURCE_TYPES.includes(type) && typeof item.transferSize === "number") bytes[type] = item.transferSize;
    }
  }
  return {
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    bytes,
    longTasks,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const scoreMedian = (id: Category) => {
    const values = runs.map((run) => run.scores[id]).filter((value): value is number => value !== null);
    return values.length ? Math.round(median(values)) : null;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, scoreMedian(id)])) as Record<Category, number | null>,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    bytes: Object.fromEntries(
      RESOURCE_TYPES.map((type) => [type, median(runs.map((run) => run.bytes[type]))]),
    ) as Record<ResourceType, number>,
    longTasks: {
      count: median(runs.map((run) => run.longTasks?.count ?? Number.NaN)),
      longOnCpu: median(runs.map((run) => run.longTasks?.longOnCpu ?? Number.NaN)),
      wallMs: median(runs.map((run) => run.longTasks?.wallMs ?? Number.NaN)),
      cpuMs: median(runs.map((run) => run.longTasks?.cpuMs ?? Number.NaN)),
      cpuBlockingMs: median(runs.map((run) => run.longTasks?.cpuBlockingMs ?? Number.NaN)),
    },
  };
}

/** A short description of an audit's first items: a node snippet, a URL or a label. */
function describeItems(details: Result["audits"][string]["details"], max = 2): string {
  if (!details || !("items" in details) || !Array.isArray(details.items)) return "";
  const described = (details.items as Record<string, unknown>[])
    .slice(0, max)
    .map((item) => {
      const source = (item.node ?? item.source ?? item.sourceLocation) as
        { type?: string; snippet?: string; url?: string; line?: number } | undefined;
      const text =
        source?.snippet ??
        (source?.type === "source-location" && source.url ? `${source.url}:${(source.line ?? 0) + 1}` : undefined) ??
        (typeof item.url === "string" ? item.url : undefined) ??
        (typeof item.description === "string" ? item.description : undefined);
      return text ? text.replace(/\s+/g, " ").slice(0, 110) : undefined;
    })
    .filter(Boolean);
  const more = details.items.length > max ? ` (+${details.items.length - max} more)` : "";
  return described.length ? ` — ${described.join(" | ")}${more}` : "";
}

/** The audits scored below 1 in a run: first those that weigh on a category score, then advice. */
function failingAudits(lhr: Result): string[] {
  const weights = new Map<string, { category: Category; weight: number }>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const known = weights.get(ref.id);
      if (!known || ref.weight > known.weight) weights.set(ref.id, { category, weight: ref.weight });
    }
  }
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
    )
    .filter((audit) => weights.has(audit.id))
    .map((audit) => ({ audit, ...weights.get(audit.id)! }))
    .sort((a, b) => b.weight - a.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0));
  return failing.map(({ audit, category, weight }) => {
    const tag =
      weight > 0
        ? `${CATEGORY_LABEL[category]} w${Math.round(weight * 10) / 10}`
        : `${CATEGORY_LABEL[category]} advice`;
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    // Items for everything but the performance advice, whose items are long lists of URLs.
    const items = weight > 0 || category !== "performance" ? describeItems(audit.details) : "";
    return `[${tag}] ${audit.id} score ${audit.score!.toFixed(2)}${value}${items}`;
  });
}

function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (!details || details.type !== "list") return undefined;
  for (const table of details.items) {
    if (table.type !== "table") continue;
    const node = (table.items[0] as { node?: { snippet?: string } } | undefined)?.node;
    if (node?.snippet) return node.snippet.replace(/\s+/g, " ").slice(0, 160);
  }
  return undefined;
}

/** Requests to any host but the local server (they fail by design; listed so they can be removed). */
function offMachineRequests(lhr: Result): string[] {
  const urls: string[] = [];
  const requests = lhr.audits["network-requests"]?.details;
  if (requests?.type === "table") urls.push(...requests.items.map((item) => String(item.url ?? "")));
  // Requests that failed to resolve may be missing there but show up as console errors.
  const consoleErrors = lhr.audits["errors-in-console"]?.details;
  if (consoleErrors?.type === "table")
    urls.push(
      ...consoleErrors.items.map((item) => String((item.sourceLocation as { url?: string } | undefined)?.url ?? "")),
    );
  return urls.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== "127.0.0.1");
}

// ---------------------------------------------------------------------------------------
// Tables

const kib = (bytes: number) => (Number.isNaN(bytes) ? "-" : (bytes / 1024).toFixed(1));
const seconds = (ms: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? "-" : `${Math.round(ms)} ms`);
const miss = (ok: boolean) => (ok ? "" : " ✗");

function metricCells(metrics: RunMetrics, mark: boolean): string[] {
  const flag = (ok: boolean) => (mark ? miss(ok) : "");
  return [
    ...CATEGORIES.map((id) => {
      const score = metrics.scores[id];
      return score === null ? "-" : `${score}${flag(score >= TARGETS.score)}`;
    }),
    seconds(metrics.fcpMs),
    `${seconds(metrics.lcpMs)}${flag(metrics.lcpMs <= TARGETS.lcpMs)}`,
    `${millis(metrics.tbtMs)}${flag(metrics.tbtMs <= TARGETS.tbtMs)}`,
    `${Number.isNaN(metrics.cls) ? "-" : metrics.cls.toFixed(3)}${flag(metrics.cls <= TARGETS.cls)}`,
    longTaskCell(metrics.longTasks),
    metrics.longTasks && !Number.isNaN(metrics.longTasks.cpuBlockingMs)
      ? `${Math.round(metrics.longTasks.cpuBlockingMs)} ms`
      : "-",
    ...RESOURCE_TYPES.map((type) => kib(metrics.bytes[type])),
  ];
}

/** "4 (1): 98 / 41 ms": long tasks (of which long on CPU time alone), their wall-clock and CPU time. */
function longTaskCell(tasks: ObservedLongTasks | undefined): string {
  if (!tasks || Number.isNaN(tasks.count)) return "-";
  return `${Math.round(tasks.count)} (${Math.round(tasks.longOnCpu)}): ${Math.round(tasks.wallMs)} / ${Math.round(tasks.cpuMs)} ms`;
}

const METRIC_HEADERS = [
  ...CATEGORIES.map((id) => CATEGORY_LABEL[id]),
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "Long tasks wall / CPU",
  "TBT on CPU",
  ...RESOURCE_TYPES.map((type) => `${RESOURCE_LABEL[type]} KiB`),
];

function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(headers), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

function routeSection(result: RouteResult): string {
  const rows = result.runs.map((run, index) => [
    `run ${index + 1}${index === result.medianRunIndex ? " (median run)" : ""}`,
    ...metricCells(run, false),
  ]);
  rows.push(["median", ...metricCells(result.median, true)]);
  const lines = [`### ${result.route}`, "", `${result.url}`, "", markdownTable(["", ...METRIC_HEADERS], rows), ""];
  for (const [index, run] of result.runs.entries())
    if (run.runtimeError) lines.push(`Run ${index + 1} runtime error: ${run.runtimeError}`);
  if (result.lcpElement) lines.push(`LCP element (median run): \`${result.lcpElement}\``);
  if (result.offMachineRequests.length)
    lines.push(`Requests to other hosts (blocked): ${[...new Set(result.offMachineRequests)].join(", ")}`);
  lines.push(
    "",
    result.failingAudits.length
      ? "Audits below 1 in the median run (w = weight in the category score):"
      : "No audit below 1 in the median run.",
  );
  for (const audit of result.failingAudits) lines.push(`- ${audit}`);
  return lines.join("\n");
}

function summaryTable(results: RouteResult[]): string {
  return markdownTable(
    ["Route", ...METRIC_HEADERS],
    results.map((result) => [result.route, ...metricCells(result.median, true)]),
  );
}

// ---------------------------------------------------------------------------------------
// Main

function routeFileName(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replace(/[^A-Za-z0-9-]+/g, "_");
}

async function main() {
  const { runs, routes: selected } = parseArgs(process.argv.slice(2));
  const chromePath = resolveChromiumPath();
  if (!chromePath)
    throw new Error("No Chromium: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH");
  if (!existsSync(CLIENT)) {
    console.log("No production build in build/client: running npm run build");
    execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
  }
  // A folder without its headers file is a build still being written (postbuild writes _headers last but one).
  if (!existsSync(path.join(CLIENT, "index.html")) || !existsSync(path.join(CLIENT, "_headers"))) {
    throw new Error("build/client is incomplete: is a build running? Wait for it, or run npm run build");
  }
  const routes = selected ?? defaultRoutes();
  const port = await findFreePort(FIRST_PORT);
  const snapshot = snapshotBuild();
  let server: ChildProcess;
  try {
    server = await startServer(port, snapshot);
  } catch (error) {
    rmSync(snapshot, { recursive: true, force: true });
    throw error;
  }
  const stopServer = () => {
    if (server.exitCode === null) server.kill();
    rmSync(snapshot, { recursive: true, force: true });
  };
  process.once("exit", stopServer);
  process.once("SIGINT", () => {
    stopServer();
    process.exit(130);
  });

  const base = `http://127.0.0.1:${port}`;
  const chromeVersion = execSync(`"${chromePath}" --version`, { encoding: "utf8" }).trim();
  console.log(
    `Lighthouse ${lighthouseVersion()} (default mobile config) on ${base}, ${runs} run(s) per route, ${chromeVersion}\n`,
  );

  const results: RouteResult[] = [];
  const medianReports: Record<string, Result> = {};
  let benchmarkIndexes: number[] = [];
  let failure: unknown;
  try {
    for (const route of routes) {
      if (server.exitCode !== null)
        throw new Error(`scripts/server/serve.ts stopped (exit code ${server.exitCode}) before ${route}`);
      const url = routeUrl(base, route);
      const status = (await fetch(url)).status;
      if (status !== 200) console.warn(`! ${route} answers ${status}; Lighthouse will report an error for it`);
      const completed: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`${route} run ${run}/${runs}… `);
        const started = Date.now();
        let measured = await runLighthouse(url, chromePath);
        // Lighthouse's advice for a run that failed to record (e.g. NO_NAVSTART on a busy machine): run it again.
        for (let retry = 1; measured.lhr.runtimeError && retry <= MAX_RETRIES; retry++) {
          process.stdout.write(`${measured.lhr.runtimeError.code}, retrying… `);
          measured = await runLighthouse(url, chromePath);
        }
        completed.push(measured);
        benchmarkIndexes.push(measured.lhr.environment.benchmarkIndex);
        const m = extractMetrics(measured);
        console.log(
          `${((Date.now() - started) / 1000).toFixed(0)} s: ${CATEGORIES.map((id) => `${CATEGORY_LABEL[id]} ${m.scores[id] ?? "-"}`).join(", ")}, LCP ${seconds(m.lcpMs)}, TBT ${millis(m.tbtMs)}${m.runtimeError ? `, ${m.runtimeError}` : ""}`,
        );
      }
      const metrics = completed.map(extractMetrics);
      const lhrs = completed.map((run) => run.lhr);
      // Medians over the runs that completed; a run with a runtime error has no metrics.
      const valid = lhrs.filter((lhr) => !lhr.runtimeError);
      let medianLhr: Result;
      try {
        medianLhr = computeMedianRun(valid);
      } catch {
        medianLhr = valid[0] ?? lhrs[0]!;
      }
      const result: RouteResult = {
        route,
        url,
        runs: metrics,
        median: medianMetrics(metrics.filter((run) => !run.runtimeError)),
        medianRunIndex: lhrs.indexOf(medianLhr),
        failingAudits: failingAudits(medianLhr),
        lcpElement: lcpElement(medianLhr),
        offMachineRequests: lhrs.flatMap(offMachineRequests),
      };
      results.push(result);
      medianReports[route] = medianLhr;
      console.log(`\n${routeSection(result)}\n`);
    }
  } catch (error) {
    failure = error;
  } finally {
    stopServer();
  }

  benchmarkIndexes = benchmarkIndexes.filter((value) => !Number.isNaN(value));
  const header = [
    "# Lighthouse benchmark",
    "",
    `${new Date().toISOString()}: Lighthouse ${lighthouseVersion()}, default mobile config (simulated throttling), ${runs} run(s) per route, medians.`,
    `${chromeVersion}; host CPU benchmarkIndex median ${Math.round(median(benchmarkIndexes))}.`,
    `Targets: ${TARGETS.score} in every category, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; ✗ marks a miss. Bytes are transfer sizes (brotli) at load.`,
    `Long tasks: the page's main-thread tasks over 50 ms once slowed down by Lighthouse's simulated CPU (4× by default), as observed: how many (in brackets, how many would be long on their CPU time alone), their wall-clock time, which Lighthouse counts, and the CPU time the thread got. TBT on CPU: the TBT those tasks would give after the first paint if Lighthouse timed them by CPU time, the page's own share whatever else the machine was doing.`,
  ].join("\n");
  const summary = `${header}\n\n## Medians\n\n${summaryTable(results)}\n\n## Routes\n\n${results.map(routeSection).join("\n\n")}\n`;
  console.log(`## Medians\n\n${summaryTable(results)}\n`);

  mkdirSync(OUT_DIR, { recursive: true });
  const reportDir = path.join(OUT_DIR, "lighthouse");
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  for (const [route, lhr] of Object.entries(medianReports))
    writeFileSync(path.join(reportDir, `${routeFileName(route)}.median.json`), JSON.stringify(lhr));
  writeFileSync(path.join(OUT_DIR, "lighthouse-summary.md"), summary);
  writeFileSync(
    path.join(OUT_DIR, "lighthouse-summary.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion(),
        chrome: chromeVersion,
        runs,
        targets: TARGETS,
        results,
      },
      null,
      2,
    ),
  );
  console.log(
    `Saved bench-results/lighthouse-summary.md, lighthouse-summary.json and the median run of each route in bench-results/lighthouse/`,
  );
  if (failure) {
    console.error(`\nThe benchmark stopped early; the files above hold the routes measured so far.`);
    throw failure;
  }
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
