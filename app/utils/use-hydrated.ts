import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the pre-rendered page and while it hydrates, true from the render after. A control
 * that only a script can make work stays hidden until then, so no tap on it is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
