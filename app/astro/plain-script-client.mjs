// In the browser, a plain script "component" (see after-paint.mjs) is called with its props.
export default () => (Component, props) => Component(props);
