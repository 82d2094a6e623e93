// `react` as Preact's compatibility layer (astro.config.mjs, preactForReact), with what the
// project's components rely on and preact/compat leaves out:
// - React's per-root `identifierPrefix`. Preact's useId restarts in every root, so two islands of a page would give
//   the same ids ("P0-0" twice on the home page); @astrojs/react gives each island a prefix (its `prefix`
//   attribute), which useId here puts first.
// - useSyncExternalStore's server snapshot, which a root uses while it hydrates (the thank-you page renders as the
//   server did, then what the phone kept); preact/compat reads the browser's at once, and Preact's hydration does
//   not patch what differs, so the page kept the server's markup with the browser's text.
// ./react-dom-client.ts and ./react-dom-server.ts give each root its prefix and hydration state.
import { options } from "preact";
import {
  createContext,
  useContext,
  useEffect,
  useId as preactUseId,
  useState,
  useSyncExternalStore as preactUseSyncExternalStore,
} from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

export type RootState = { identifierPrefix: string; hydrating: boolean };
export const Root = createContext<RootState>({ identifierPrefix: "", hydrating: false });

export function useId(): string {
  return useContext(Root).identifierPrefix + preactUseId();
}

export function useSyncExternalStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot?: () => Snapshot,
): Snapshot {
  const root = useContext(Root);
  const [fromServer, setFromServer] = useState(() => root.hydrating && getServerSnapshot !== undefined);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return preactUseSyncExternalStore(subscribe, fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot);
}

// <select defaultValue>: preact/compat marks the option selected but also writes a `defaultvalue` attribute, which
// HTML does not have.
const normalize = options.vnode;
options.vnode = (vnode) => {
  normalize?.(vnode);
  if (vnode.type === "select" && vnode.props && "defaultValue" in vnode.props)
    delete (vnode.props as { defaultValue?: unknown }).defaultValue;
};
