import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration has run its effects: components mounted after that render live at once. */
let pageHydrated = false;

/**
 * False in the pre-rendered page and while it hydrates, true from a render soon after. A control
 * that only a script can make work stays hidden until then, so no tap on it is lost.
 *
 * The render after hydration is a transition, which React splits into short tasks. With
 * useSyncExternalStore (server snapshot false, client true) React re-rendered every component that
 * asked, and everything under it, in one task right after hydrating: on /flats the whole grid of
 * 100 flats, a long task that delayed the first tap.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
