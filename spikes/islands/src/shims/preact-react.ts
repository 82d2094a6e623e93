// The Preact experiment (astro.config.mjs, preactForReact): `react` as Preact's compatibility layer, with React's
// per-root `identifierPrefix` kept. Preact's useId restarts in every root, so two islands of a page would give the
// same ids ("P0-0" twice on the home page); @astrojs/react gives each island a prefix (its `prefix` attribute),
// which React puts before every id and preact/compat ignores. preact-react-dom-client.ts and
// preact-react-dom-server.ts give it to this context, and useId puts it first.
import { createContext, useContext, useId as preactUseId } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

export const IdentifierPrefix = createContext("");

export function useId(): string {
  return useContext(IdentifierPrefix) + preactUseId();
}
