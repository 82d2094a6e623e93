import { statusesKey } from "#content/flat-statuses.ts";
import { builtDocument, type InventoryEnv, readStatuses } from "./inventory";

/** The host's key-value store, where the function remembers the statuses it last asked a rebuild for. */
type KeyValueStore = { get(key: string): Promise<string | null>; put(key: string, value: string): Promise<void> };

export type RebuildEnv = InventoryEnv & {
  /** The host's deploy hook: a POST to it builds and publishes the site again (a secret). */
  REBUILD_HOOK_URL?: string;
  INVENTORY_STATE?: KeyValueStore;
};

const ASKED_KEY = "rebuild-asked-for";

/**
 * Run on the function's schedule: when HubSpot's statuses differ from those the site was built with, asks the host
 * to build again, once for each set of statuses (a rebuild takes minutes, and the schedule runs every minute).
 * Returns what it did, for the log and the tests.
 */
export async function rebuildOnChange(
  env: RebuildEnv,
): Promise<"no-hubspot" | "unchanged" | "asked-already" | "asked"> {
  if (!env.HUBSPOT_TOKEN || !env.REBUILD_HOOK_URL) return "no-hubspot";
  const now = await readStatuses(env);
  if (!now.live) return "no-hubspot";
  const key = statusesKey(now.statuses);
  if (key === statusesKey(builtDocument.statuses)) return "unchanged";
  if ((await env.INVENTORY_STATE?.get(ASKED_KEY)) === key) return "asked-already";
  const response = await fetch(env.REBUILD_HOOK_URL, { method: "POST" });
  if (!response.ok) throw new Error(`The deploy hook answered ${response.status}`);
  await env.INVENTORY_STATE?.put(ASKED_KEY, key);
  console.log("inventory: HubSpot's statuses changed; a rebuild was asked for");
  return "asked";
}
