import { DurableObject } from "cloudflare:workers";

/**
 * A count of requests in a fixed window, per key (an address, a mobile number's hash): a Durable Object per key, so
 * the count holds across the platform's data centres. docs/decisions/0040-holding-a-flat.md.
 */
type Window = { start: number; count: number };

export class RateLimit extends DurableObject {
  /** Counts one request; refused, with the seconds until the window ends, once `most` came within `windowMs`. */
  async hit(most: number, windowMs: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const now = Date.now();
    const stored = await this.ctx.storage.get<Window>("window");
    const window = stored && now - stored.start < windowMs ? stored : { start: now, count: 0 };
    if (window.count >= most)
      return { ok: false, retryAfterSeconds: Math.ceil((window.start + windowMs - now) / 1000) };
    window.count++;
    await this.ctx.storage.put("window", window);
    return { ok: true };
  }
}
