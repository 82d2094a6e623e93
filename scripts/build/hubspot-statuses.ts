/**
 * The build's statuses from HubSpot, when the host's build has HUBSPOT_TOKEN (as its function has): the pages, the
 * brochure and the sitemap are then built with the statuses the sales desk keeps, and the function's schedule asks
 * for a build whenever they change (hosting/worker/rebuild.ts). Without the token, content/flats.yaml's statuses.
 * docs/decisions/0039-live-inventory-from-hubspot.md.
 */
import type { FlatStatus } from "#content/flat-statuses.ts";
import { readListingStatuses } from "#hosting/worker/hubspot-listings.ts";

type FlatsFile = { updated: string; flats: { unit: string; status: FlatStatus }[] };

/**
 * content/flats.yaml's data with HubSpot's statuses over its own, and `updated` the time they were read. Throws
 * when HubSpot cannot be read: the build stops, and the host keeps the site it last published, whose statuses are
 * newer than the file's.
 */
export async function withHubspotStatuses(
  file: FlatsFile,
  env: { HUBSPOT_TOKEN?: string; HUBSPOT_API?: string },
  now = new Date(),
): Promise<FlatsFile> {
  if (!env.HUBSPOT_TOKEN) return file;
  const statuses = await readListingStatuses({
    token: env.HUBSPOT_TOKEN,
    units: file.flats.map((flat) => flat.unit),
    api: env.HUBSPOT_API || undefined,
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) => {
    throw new Error(
      `HubSpot's flat statuses could not be read for the build (${error instanceof Error ? error.message : error}). ` +
        "Check the token (HUBSPOT_TOKEN) in the host's build settings, or remove it to build with content/flats.yaml's statuses.",
    );
  });
  return {
    ...file,
    updated: now.toISOString(),
    flats: file.flats.map((flat) => ({ ...flat, status: statuses[flat.unit] ?? flat.status })),
  };
}
