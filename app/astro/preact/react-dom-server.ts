// `react-dom/server` as Preact (astro.config.mjs, preactForReact): an island's HTML rendered with @astrojs/react's
// identifierPrefix and the server's snapshots (see ./react.ts), as the browser hydrates it (./react-dom-client.ts).
import { createElement, type VNode } from "preact";
import { renderToString as preactRenderToString } from "preact-render-to-string";
import { renderToReadableStream as preactRenderToReadableStream } from "preact-render-to-string/stream";
import { Root } from "./react";

type Options = { identifierPrefix?: string | null };

const withRoot = (vnode: VNode, options?: Options) =>
  createElement(
    Root.Provider,
    { value: { identifierPrefix: options?.identifierPrefix ?? "", hydrating: true } },
    vnode,
  );

export const renderToString = (vnode: VNode, options?: Options) => preactRenderToString(withRoot(vnode, options));
/** @public React's other name for it, which @astrojs/react may call. */
export const renderToStaticMarkup = (vnode: VNode, options?: Options) => renderToString(vnode, options);
export const renderToReadableStream = (vnode: VNode, options?: Options) =>
  preactRenderToReadableStream(withRoot(vnode, options));

export default { renderToString, renderToStaticMarkup, renderToReadableStream };
