import { useCallback, useReducer } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * One parameter of the page's query (`?plan=…`), read once the page has hydrated (a pre-rendered page has no
 * query, so the first render matches its HTML), and its setter, which replaces the address in place: no new
 * history entry, no scroll, the rest of the query and the #section kept.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const hydrated = useHydrated();
  const [, changed] = useReducer((count: number) => count + 1, 0);
  const value = hydrated ? new URLSearchParams(window.location.search).get(name) : null;
  const set = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next === null) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      window.history.replaceState(window.history.state, "", url);
      changed();
    },
    [name],
  );
  return [value, set];
}
