// `react-dom/client` as Preact (astro.config.mjs, preactForReact): each island's root takes @astrojs/react's
// identifierPrefix and knows while it hydrates (see ./react.ts), on hydration and on every later render of the root.
import { createElement, type ComponentChildren } from "preact";
import { createRoot as preactCreateRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { Root, type RootState } from "./react";

type Options = { identifierPrefix?: string | null };

function rootOf(state: RootState, root: ReturnType<typeof preactCreateRoot>) {
  return {
    render: (next: ComponentChildren) => root.render(createElement(Root.Provider, { value: state }, next)),
    unmount: () => root.unmount(),
  };
}

export function hydrateRoot(container: Element, children: ComponentChildren, options?: Options) {
  const state: RootState = { identifierPrefix: options?.identifierPrefix ?? "", hydrating: true };
  // Preact hydrates synchronously: the components rendered meanwhile read the server's snapshot.
  const root = preactHydrateRoot(container, createElement(Root.Provider, { value: state }, children));
  state.hydrating = false;
  return rootOf(state, root);
}

export function createRoot(container: Element, options?: Options) {
  return rootOf({ identifierPrefix: options?.identifierPrefix ?? "", hydrating: false }, preactCreateRoot(container));
}

export default { createRoot, hydrateRoot };
