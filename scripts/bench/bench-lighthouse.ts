/**
 * npm run bench:lighthouse [-- --runs=5 --routes=/,/blog] [--site=before:/path/to/client --site=after:build/client]
 *   [--accepted=after] (those sites measured as a visitor who accepted the consent panel's items)
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
 * With two or more --site=label:folder (each a built client folder, build/client by default), it serves each
 * and measures them in the same run, the sites taking turns within each run of a route, so that the
 * machine's noise falls on all of them alike: the way to compare a change with what it replaces.
 * A benchmark, not a test: it exits 0 whether or not the targets are met.
 */
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CONSENT_STORAGE_KEY } from "#app/features/tracking/consent-choice.ts";
import { chromiumArgs, resolveChromiumPath } from "#tests/chromium-path.ts";
import { markdownTable, median, parseBenchArgs, routeName, routeUrl, serveSites, type Site } from "./bench-sites";
import { type ObservedLongTasks, observedLongTasks, type TraceEvent } from "./observed-long-tasks";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT_DIR = path.join(ROOT, "bench-results");
const FIRST_PORT = 4500;
const USAGE = "bench-lighthouse [--runs=5] [--routes=/,/blog] [--site=label:folder …] [--accepted=label,…]";
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
  site: Site;
  url: string;
  runs: RunMetrics[];
  median: RunMetrics;
  medianRunIndex: number;
  failingAudits: string[];
  lcpElement?: string;
  offMachineRequests: string[];
};

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

/**
 * Makes the browser a returning visitor who accepted both consent items (app/features/tracking/consent-choice.ts):
 * the choice is written from a tab on the site's robots.txt, which loads nothing the pages load, so Lighthouse's
 * run still starts with a cold cache. Through the DevTools protocol Lighthouse itself uses.
 */
async function acceptConsent(port: number, url: string) {
  const { origin } = new URL(url);
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?${origin}/robots.txt`, { method: "PUT" })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const call = ++id;
      socket.onmessage = (message) => {
        const reply = JSON.parse(String(message.data)) as { id?: number; result?: { result?: { value?: unknown } } };
        if (reply.id === call) resolve(reply.result?.result?.value);
      };
      socket.send(
        JSON.stringify({ id: call, method: "Runtime.evaluate", params: { expression, returnByValue: true } }),
      );
    });
  for (let tries = 0; (await evaluate("document.readyState === 'complete' && location.origin")) !== origin; tries++) {
    if (tries > 100) throw new Error(`acceptConsent: ${origin}/robots.txt did not load`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const choice = JSON.stringify({ measurement: true, advertising: true, at: new Date().toISOString() });
  await evaluate(`localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(choice)})`);
  socket.close();
  await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
}

async function runLighthouse(url: string, chromePath: string, accepted = false): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    if (accepted) await acceptConsent(chrome.port, url);
    // No config: Lighthouse's default config, i.e. mobile form factor, simulated throttling, all four categories.
    // A returning visitor's consent stays: Lighthouse then clears neither storage nor the (still cold) cache.
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", disableStorageReset: accepted };
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

function routeSection(result: RouteResult): string {
  const rows = result.runs.map((run, index) => [
    `run ${index + 1}${index === result.medianRunIndex ? " (median run)" : ""}`,
    ...metricCells(run, false),
  ]);
  rows.push(["median", ...metricCells(result.median, true)]);
  const lines = [
    `### ${routeName(result.route, result.site)}`,
    "",
    `${result.url}`,
    "",
    markdownTable(["", ...METRIC_HEADERS], rows),
    "",
  ];
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
    results.map((result) => [routeName(result.route, result.site), ...metricCells(result.median, true)]),
  );
}

// ---------------------------------------------------------------------------------------
// Main

function routeFileName(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replace(/[^A-Za-z0-9-]+/g, "_");
}

async function main() {
  const { runs, routes, sites } = parseBenchArgs(process.argv.slice(2), USAGE);
  const chromePath = resolveChromiumPath();
  if (!chromePath)
    throw new Error("No Chromium: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH");
  const { served, stop: stopServers } = await serveSites(sites, FIRST_PORT);

  const chromeVersion = execSync(`"${chromePath}" --version`, { encoding: "utf8" }).trim();
  console.log(
    `Lighthouse ${lighthouseVersion()} (default mobile config) on ${served.map(({ site, base }) => (site.label ? `${site.label} ${base}` : base)).join(", ")}, ${runs} run(s) per route, ${chromeVersion}\n`,
  );

  const results: RouteResult[] = [];
  const medianReports: Record<string, Result> = {};
  let benchmarkIndexes: number[] = [];
  let failure: unknown;
  try {
    for (const route of routes) {
      const completed = served.map(() => [] as Run[]);
      for (const { site, base } of served) {
        const status = (await fetch(routeUrl(base, route))).status;
        if (status !== 200)
          console.warn(`! ${routeName(route, site)} answers ${status}; Lighthouse will report an error for it`);
      }
      for (let run = 1; run <= runs; run++) {
        for (const [index, { site, base }] of served.entries()) {
          process.stdout.write(`${routeName(route, site)} run ${run}/${runs}… `);
          const started = Date.now();
          const url = routeUrl(base, route);
          let measured = await runLighthouse(url, chromePath, site.accepted);
          // Lighthouse's advice for a run that failed to record (e.g. NO_NAVSTART on a busy machine): run it again.
          for (let retry = 1; measured.lhr.runtimeError && retry <= MAX_RETRIES; retry++) {
            process.stdout.write(`${measured.lhr.runtimeError.code}, retrying… `);
            measured = await runLighthouse(url, chromePath, site.accepted);
          }
          completed[index]!.push(measured);
          benchmarkIndexes.push(measured.lhr.environment.benchmarkIndex);
          const m = extractMetrics(measured);
          console.log(
            `${((Date.now() - started) / 1000).toFixed(0)} s: ${CATEGORIES.map((id) => `${CATEGORY_LABEL[id]} ${m.scores[id] ?? "-"}`).join(", ")}, LCP ${seconds(m.lcpMs)}, TBT ${millis(m.tbtMs)}${m.runtimeError ? `, ${m.runtimeError}` : ""}`,
          );
        }
      }
      for (const [index, { site, base }] of served.entries()) {
        const metrics = completed[index]!.map(extractMetrics);
        const lhrs = completed[index]!.map((run) => run.lhr);
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
          site,
          url: routeUrl(base, route),
          runs: metrics,
          median: medianMetrics(metrics.filter((run) => !run.runtimeError)),
          medianRunIndex: lhrs.indexOf(medianLhr),
          failingAudits: failingAudits(medianLhr),
          lcpElement: lcpElement(medianLhr),
          offMachineRequests: lhrs.flatMap(offMachineRequests),
        };
        results.push(result);
        medianReports[[routeFileName(route), site.label].filter(Boolean).join(".")] = medianLhr;
        console.log(`\n${routeSection(result)}\n`);
      }
    }
  } catch (error) {
    failure = error;
  } finally {
    stopServers();
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
  for (const [name, lhr] of Object.entries(medianReports))
    writeFileSync(path.join(reportDir, `${name}.median.json`), JSON.stringify(lhr));
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
