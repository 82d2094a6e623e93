/**
 * npm run bench:inventory [-- --seconds=20 --visitors=50 --max-age=5]
 *
 * The live statuses' function under load, on its own runtime (workerd, through Miniflare; scripts/server/functions.ts)
 * and on loopback only: `visitors` clients ask for the status document one after another for `seconds`, against
 * a HubSpot stand-in (tests/stand-ins/hubspot-crm.ts) holding the project's flats. Prints the requests a second it
 * held, the latency's median and 95th percentile, and how many reads reached HubSpot for how many cache periods
 * (the target: one a period, however many visitors). The edge cache is `max-age` seconds here (60 on Cloudflare),
 * so that a short run spans several periods. A benchmark, not a test: it prints figures and exits 0.
 */
import { parseArgs } from "node:util";
import { STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { flats } from "#content/flats.ts";
import { startFunctions } from "#scripts/server/functions.ts";
import { startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    visitors: { type: "string", default: "50" },
    "max-age": { type: "string", default: "5" },
  },
});
const seconds = Number(values.seconds);
const visitors = Number(values.visitors);
const maxAge = Number(values["max-age"]);

const crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
const functions = await startFunctions({
  HUBSPOT_TOKEN: crm.token,
  HUBSPOT_API: crm.api,
  STATUS_MAX_AGE: String(maxAge),
});
const url = `http://localhost${STATUS_DOCUMENT_PATH}`;

// A first request, so that the runtime has started before the clock does.
await (await functions.fetch(url)).text();
crm.resetCounts();

const latencies: number[] = [];
let failures = 0;
const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(
  Array.from({ length: visitors }, async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const response = await functions.fetch(url);
      const text = await response.text();
      if (response.status !== 200 || !text.startsWith('{"asOf"')) {
        failures++;
        if (process.env.DEBUG_BENCH) console.log(response.status, text.slice(0, 200));
      }
      latencies.push(performance.now() - sent);
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
await functions.dispose();
await crm.close();

latencies.sort((a, b) => a - b);
const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
const periods = Math.ceil(elapsed / maxAge);
const { listingReads } = crm.counts();
console.log(
  [
    `Status document, ${visitors} visitors for ${elapsed.toFixed(1)} s, edge cache ${maxAge} s:`,
    `  ${latencies.length} requests, ${(latencies.length / elapsed).toFixed(0)} a second, ${failures} failed`,
    `  latency median ${at(0.5).toFixed(1)} ms, 95th percentile ${at(0.95).toFixed(1)} ms`,
    `  HubSpot read ${listingReads} times in ${periods} cache periods (${(listingReads / periods).toFixed(2)} a period)`,
  ].join("\n"),
);
