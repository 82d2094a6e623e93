import { useEffect, useState } from "react";
import type { StatusDocument } from "#content/flat-statuses.ts";
import { everyPeriodWhileSeen, fetchLiveStatuses } from "./live-statuses";

/** The live statuses for an island (see live-statuses.ts): null until read, and when they cannot be. */
export function useLiveStatuses(units: readonly string[], builtAsOf: string): StatusDocument | null {
  const [live, setLive] = useState<StatusDocument | null>(null);
  const unitList = units.join();
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
  return live;
}
