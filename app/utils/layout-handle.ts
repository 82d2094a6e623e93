import { useMatches } from "react-router";
import { findPageKind } from "~/page-registry";

export type LayoutChrome = { siteHeader: boolean; siteFooter: boolean };

/** Whether the page shown gets the site header and footer, as app/page-registry.ts says for its kind. */
export function useLayoutChrome(): LayoutChrome {
  const kind = findPageKind(useMatches().at(-1)?.id);
  return { siteHeader: kind?.siteHeader ?? true, siteFooter: kind?.siteFooter ?? true };
}
