// `react-dom/server` for the Preact experiment: an island's HTML rendered with @astrojs/react's identifierPrefix and
// the server's snapshots (see preact-react.ts), as the browser hydrates it (preact-react-dom-client.ts).
import { createElement, type VNode } from "preact";
import { renderToString as preactRenderToString } from "preact-render-to-string";
import { renderToReadableStream as preactRenderToReadableStream } from "preact-render-to-string/stream";
import { Root } from "./preact-react";

type Options = { identifierPrefix?: string | null };

const withRoot = (vnode: VNode, options?: Options) =>
  createElement(Root.Provider, { value: { identifierPrefix: options?.identifierPrefix ?? "", hydrating: true } }, vnode);

export const renderToString = (vnode: VNode, options?: Options) => preactRenderToString(withRoot(vnode, options));
export const renderToStaticMarkup = renderToString;
export const renderToReadableStream = (vnode: VNode, options?: Options) =>
  preactRenderToReadableStream(withRoot(vnode, options));

export default { renderToString, renderToStaticMarkup, renderToReadableStream };
