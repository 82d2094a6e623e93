// `react-dom/server` for the Preact experiment: the island's HTML rendered with @astrojs/react's identifierPrefix
// (see preact-react.ts), as the browser hydrates it (preact-react-dom-client.ts).
import { createElement, type VNode } from "preact";
import { renderToString as preactRenderToString } from "preact-render-to-string";
import { renderToReadableStream as preactRenderToReadableStream } from "preact-render-to-string/stream";
import { IdentifierPrefix } from "./preact-react";

type Options = { identifierPrefix?: string | null };

const withPrefix = (vnode: VNode, options?: Options) =>
  createElement(IdentifierPrefix.Provider, { value: options?.identifierPrefix ?? "" }, vnode);

export const renderToString = (vnode: VNode, options?: Options) => preactRenderToString(withPrefix(vnode, options));
export const renderToStaticMarkup = renderToString;
export const renderToReadableStream = (vnode: VNode, options?: Options) =>
  preactRenderToReadableStream(withPrefix(vnode, options));

export default { renderToString, renderToStaticMarkup, renderToReadableStream };
