import { DurableObject } from "cloudflare:workers";

/**
 * The flats one mobile number holds (docs/decisions/0040-holding-a-flat.md): a Durable Object per number, named by
 * a hash of it, so that however many flats it presses "Hold" on at once, it holds no more than content/holds.yaml
 * allows. A flat's hold (flat-hold.ts) releases its claim when it ends; a claim also lapses at the hold's end.
 */
type Claims = Record<string, number>;

const CLAIMS = "claims";

export class PhoneHolds extends DurableObject {
  /** Claims `unit` for this number until `endsAt`, unless it already holds `most` other flats: then those. */
  async claim(unit: string, endsAt: number, most: number): Promise<{ ok: true } | { ok: false; units: string[] }> {
    const now = Date.now();
    const claims = Object.fromEntries(
      Object.entries((await this.ctx.storage.get<Claims>(CLAIMS)) ?? {}).filter(([, until]) => until > now),
    );
    const others = Object.keys(claims).filter((held) => held !== unit);
    if (others.length >= most) return { ok: false, units: others };
    claims[unit] = endsAt;
    await this.ctx.storage.put(CLAIMS, claims);
    return { ok: true };
  }

  async release(unit: string): Promise<void> {
    const claims = (await this.ctx.storage.get<Claims>(CLAIMS)) ?? {};
    delete claims[unit];
    await this.ctx.storage.put(CLAIMS, claims);
  }
}
