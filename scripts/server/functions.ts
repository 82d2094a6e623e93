/**
 * The site's function (hosting/worker/worker.ts) on its own runtime, workerd, through Miniflare: `npm start` and
 * the tests serve /api/ with it, as Cloudflare does. Its settings come from the environment, as the host's secrets
 * and variables do there (ENV_NAMES): HubSpot's, Razorpay's, the cache's and the holds' clocks; none set, it serves
 * content/flats.yaml's statuses and makes no hold. SCHEDULE_SECONDS is how often its schedule runs here (60, as
 * wrangler.jsonc's cron). LOCAL_HOLD_TOKEN, in rupees, builds it as if content/holds.yaml set that token (the tests
 * of the token; content/compile.ts checks a token set in the file against RERA's cap).
 */
import type http from "node:http";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { Miniflare } from "miniflare";

const ENV_NAMES = [
  "HUBSPOT_TOKEN",
  "HUBSPOT_API",
  "STATUS_MAX_AGE",
  "REBUILD_HOOK_URL",
  "HOLD_SECONDS",
  "HOLD_CHECK_SECONDS",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API",
] as const;
/** The date of the runtime's behaviour the function is written for; wrangler.jsonc's `compatibility_date`. */
const COMPATIBILITY_DATE = "2026-07-30";

/** The function's code as one module, as wrangler bundles it for a deploy; with `token`, as if the holds' file set it. */
async function bundle(token?: number): Promise<string> {
  const withToken: Plugin = {
    name: "local-hold-token",
    setup(build) {
      build.onLoad({ filter: /content[\\/]generated[\\/]holds\.ts$/ }, async ({ path: file }) => {
        const { default: rules } = (await import(file)) as { default: Record<string, unknown> };
        return { contents: `export default ${JSON.stringify({ ...rules, token })};`, loader: "ts" };
      });
    },
  };
  const result = await build({
    plugins: token === undefined ? [] : [withToken],
    // This repository's, wherever the server runs from (the benchmarks serve older builds from their own folders).
    entryPoints: [path.join(import.meta.dirname, "../../hosting/worker/worker.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2024",
    write: false,
    logLevel: "silent",
    // The runtime's own module (Durable Objects' base class), there at run time.
    external: ["cloudflare:workers"],
  });
  return result.outputFiles[0]!.text;
}

export type Functions = {
  /**
   * Answers a request under /api/ from the function; false when the function has no such path (on Cloudflare it
   * hands those to the static assets, which answer with the site's not-found page).
   */
  serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  /** Runs the schedule once, as the cron does. */
  runSchedule(): Promise<void>;
  /** Asks the function directly, as a visitor's request would (tests and the load benchmark). */
  fetch(url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  dispose(): Promise<void>;
};

/** Starts the function with the settings of `env` (the process's own environment by default). */
export async function startFunctions(env: Record<string, string | undefined> = process.env): Promise<Functions> {
  const bindings: Record<string, string> = {};
  for (const name of ENV_NAMES) {
    const value = env[name];
    if (value) bindings[name] = value;
  }
  const miniflare = new Miniflare({
    modules: true,
    script: await bundle(env.LOCAL_HOLD_TOKEN ? Number(env.LOCAL_HOLD_TOKEN) : undefined),
    compatibilityDate: COMPATIBILITY_DATE,
    bindings,
    kvNamespaces: ["INVENTORY_STATE"],
    // wrangler.jsonc's durable_objects: one object per flat, per mobile number, per counted key.
    durableObjects: { FLAT_HOLDS: "FlatHold", PHONE_HOLDS: "PhoneHolds", RATE_LIMIT: "RateLimit" },
  });
  // Miniflare's Fetcher type leaves out `scheduled` (it is in @cloudflare/workers-types, not installed here).
  const worker = (await miniflare.getWorker()) as unknown as { scheduled(event: { cron: string }): Promise<unknown> };
  const everySeconds = Number(env.SCHEDULE_SECONDS ?? 60);
  const runSchedule = async () => {
    await worker.scheduled({ cron: "* * * * *" }).catch((error: unknown) => {
      console.warn(`inventory: the schedule failed (${error instanceof Error ? error.message : "unknown"})`);
    });
  };
  const timer = setInterval(() => void runSchedule(), everySeconds * 1000);
  timer.unref();

  return {
    async serve(req, res) {
      // The address the visitor asked for, host and port too, as Cloudflare gives it to the function.
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers[name] = value;
      }
      // The visitor's address, as Cloudflare gives it (never one the visitor sent).
      headers["cf-connecting-ip"] = req.socket.remoteAddress ?? "";
      const chunks: Buffer[] = [];
      if (req.method !== "GET" && req.method !== "HEAD") for await (const chunk of req) chunks.push(chunk as Buffer);
      const response = await miniflare.dispatchFetch(url.href, {
        method: req.method,
        headers,
        ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
      });
      // A path of no function of ours (an answer of the function's own, as a hold not found, is JSON).
      if (response.status === 404 && !response.headers.get("content-type")?.startsWith("application/json"))
        return false;
      res.statusCode = response.status;
      // Not Miniflare's own headers (mf-…).
      response.headers.forEach((value, name) => {
        if (!name.startsWith("mf-")) res.setHeader(name, value);
      });
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
      return true;
    },
    runSchedule,
    fetch: async (url, init) => (await miniflare.dispatchFetch(url, init)) as unknown as Response,
    async dispose() {
      clearInterval(timer);
      await miniflare.dispose();
    },
  };
}
