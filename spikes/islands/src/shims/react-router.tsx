// Spike only: the few React Router APIs the components use, as plain links and the browser's location. The real
// migration would replace these imports in the components themselves.
import type { AnchorHTMLAttributes } from "react";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; prefetch?: string; viewTransition?: boolean; replace?: boolean; preventScrollReset?: boolean };
export function Link({ to, prefetch: _p, viewTransition: _v, replace: _r, preventScrollReset: _s, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}
export function href(path: string, params: Record<string, string> = {}) {
  return path.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? "");
}
const here = () =>
  typeof location === "undefined"
    ? { pathname: (globalThis as { __page?: string }).__page ?? "/", search: "", hash: "" }
    : { pathname: location.pathname, search: location.search, hash: location.hash };
export const useLocation = () => here();
export const useMatches = () => [];
export const useNavigation = () => ({ state: "idle" });
export const useNavigate = () => (to: string) => location.assign(to);
export function useSearchParams() {
  const params = new URLSearchParams(here().search);
  return [params, (next: URLSearchParams) => history.replaceState(null, "", `?${next}`)] as const;
}
export const matchRoutes = () => null;
export const UNSAFE_useScrollRestoration = () => {};
export type MetaDescriptor = Record<string, unknown>;
