// A plain script "component" (see after-paint.mjs) renders nothing on the server.
export default {
  name: "plain-script",
  check: (Component) => typeof Component === "function" && Component.plainScript === true,
  renderToStaticMarkup: async () => ({ html: "" }),
};
