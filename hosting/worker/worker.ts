/**
 * The site's function on Cloudflare Workers (wrangler.jsonc): the static site is served by Workers' static assets
 * from build/client, and this code only runs for /api/ (the assets' `run_worker_first`) and on its schedule.
 * `npm start` runs the same code on workerd through Miniflare (scripts/server/functions.ts).
 * docs/decisions/0039-live-inventory-from-hubspot.md.
 */
import { STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { holdsResponse, type HoldsEnv } from "./holds";
import { statusResponse } from "./inventory";
import { RAZORPAY_WEBHOOK_PATH, type PaymentsEnv, webhookResponse } from "./payments";
import { rebuildOnChange, type RebuildEnv } from "./rebuild";

export { FlatHold } from "./flat-hold";
export { PhoneHolds } from "./phone-holds";
export { RateLimit } from "./rate-limit";

type Env = RebuildEnv & HoldsEnv & PaymentsEnv & { ASSETS?: { fetch(request: Request): Promise<Response> } };
type Context = { waitUntil(work: Promise<unknown>): void };

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === STATUS_DOCUMENT_PATH) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
      }
      return statusResponse(env);
    }
    if (pathname === RAZORPAY_WEBHOOK_PATH) return webhookResponse(request, env);
    const held = await holdsResponse(request, env);
    if (held) return held;
    // Any other path under /api/ is no function of ours: the site's own not-found page.
    return env.ASSETS ? env.ASSETS.fetch(request) : new Response("Not found", { status: 404 });
  },

  scheduled(_controller: unknown, env: Env, context: Context): void {
    context.waitUntil(rebuildOnChange(env).then((outcome) => console.log(`inventory: schedule ${outcome}`)));
  },
};
