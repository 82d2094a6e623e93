// `react-dom/client` for the Preact experiment: an island's root takes @astrojs/react's identifierPrefix
// (see preact-react.ts), on hydration and on every later render of the root.
import { createElement, type ComponentChildren } from "preact";
import { createRoot as preactCreateRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { IdentifierPrefix } from "./preact-react";

type Options = { identifierPrefix?: string | null };

const withPrefix = (children: ComponentChildren, options?: Options) =>
  createElement(IdentifierPrefix.Provider, { value: options?.identifierPrefix ?? "" }, children);

export function hydrateRoot(container: Element, children: ComponentChildren, options?: Options) {
  const root = preactHydrateRoot(container, withPrefix(children, options));
  return { render: (next: ComponentChildren) => root.render(withPrefix(next, options)), unmount: () => root.unmount() };
}

export function createRoot(container: Element, options?: Options) {
  const root = preactCreateRoot(container);
  return { render: (next: ComponentChildren) => root.render(withPrefix(next, options)), unmount: () => root.unmount() };
}

export default { createRoot, hydrateRoot };
