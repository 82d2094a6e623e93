import { useEffect, useState } from "react";
import type { FlatStatus, StatusDocument } from "#content/flat-statuses.ts";
import { everyPeriodWhileSeen, fetchLiveStatuses, statusOf } from "./live-statuses";

/**
 * An island's flats with their statuses now, once the site's function has answered (live-statuses.ts), the page's
 * own until then; and `live`, the document they come from (null until read, and when it cannot be).
 */
export function useLiveFlats<F extends { unit: string; status: FlatStatus }>(
  builtFlats: readonly F[],
  builtAsOf: string,
): { flats: F[]; live: StatusDocument | null } {
  const [live, setLive] = useState<StatusDocument | null>(null);
  const unitList = builtFlats.map((flat) => flat.unit).join();
  useEffect(() => {
    let current = true;
    const read = () =>
      void fetchLiveStatuses({ units: unitList.split(","), builtAsOf }).then((document) => {
        if (current && document) setLive(document);
      });
    read();
    const stop = everyPeriodWhileSeen(read);
    return () => {
      current = false;
      stop();
    };
  }, [unitList, builtAsOf]);
  return { flats: builtFlats.map((flat) => ({ ...flat, status: statusOf(flat.unit, flat.status, live) })), live };
}
