import { useMatches } from "react-router";

/** Routes opt out of the site chrome with `export const handle: LayoutHandle`. */
export type LayoutHandle = { siteHeader?: boolean; siteFooter?: boolean };

export function useLayoutChrome(): Required<LayoutHandle> {
  const handle = (useMatches().at(-1)?.handle ?? {}) as LayoutHandle;
  return { siteHeader: handle.siteHeader ?? true, siteFooter: handle.siteFooter ?? true };
}
