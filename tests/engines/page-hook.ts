/**
 * What the front (site-front.ts) adds to the site for the tests, in every engine alike: classic WebDriver has no
 * console, so the pages and the service worker report their own errors to the front. Plain ES2017, as the oldest
 * engine under test (WPE WebKit 2.38) runs it. The page's script is loaded from the site's own origin, which the
 * Content-Security-Policy's script-src 'self' allows. Its reports are beacons, which block nothing and outlive the
 * page; each carries an id the page also keeps (REPORTS_SENT), so a test can wait for the last ones to arrive.
 */

/** Where reports go, on the site's origin. */
export const REPORT_PATH = "/__engines/report";
/** The ids of the reports a page has sent, on its window. */
export const REPORTS_SENT = "engineReportsSent";
/** The page's hook, added as the first script of every page's head. */
export const HOOK_PATH = "/__engines/hook.js";

export const PAGE_HOOK = `(function () {
  // Loads a page leaves unfinished fail as it goes (WebKit fires error at each): not the page's errors.
  var leaving = false;
  addEventListener("beforeunload", function () { leaving = true; });
  addEventListener("pagehide", function () { leaving = true; });
  addEventListener("pageshow", function () { leaving = false; });
  var sent = (window.${REPORTS_SENT} = []);
  var page = Math.random().toString(36).slice(2);
  function report(kind, message, source) {
    if (leaving) return;
    var id = page + "-" + sent.length;
    var body = { id: id, kind: kind, message: String(message), source: source || "", page: location.pathname };
    if (navigator.sendBeacon("${REPORT_PATH}", JSON.stringify(body))) sent.push(id);
  }
  addEventListener("error", function (event) {
    var target = event.target;
    // A media element's source that fails is how it picks the next one (and a page left mid-load aborts them).
    if (target && target.tagName === "SOURCE") return;
    if (target && target !== window && target.tagName) {
      report("resource", target.tagName + (target.rel ? " " + target.rel : ""), target.src || target.href);
    } else report("error", event.message, event.filename);
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    report("rejection", (reason && reason.stack) || reason);
  });
  addEventListener("securitypolicyviolation", function (event) {
    report("csp", event.violatedDirective + " " + event.blockedURI, event.sourceFile);
  });
  var error = console.error;
  console.error = function () {
    report("console.error", Array.prototype.map.call(arguments, String).join(" "));
    return error.apply(console, arguments);
  };
})();
`;

/** A message to the worker: it answers on the port given once every report it made so far has reached the front. */
export const WORKER_PING = "engines-ping";

/** Put before the service worker's own script: its uncaught errors, reported by fetch (a worker has no sync request). */
export const WORKER_HOOK = `(function () {
  var sent = Promise.resolve();
  function report(kind, message, source) {
    var body = JSON.stringify({ kind: kind, message: String(message), source: source || "", page: "service worker" });
    sent = sent.then(function () {
      return fetch("${REPORT_PATH}", { method: "POST", body: body });
    }).catch(function () {});
  }
  self.addEventListener("message", function (event) {
    if (event.data !== "${WORKER_PING}") return;
    event.waitUntil(sent.then(function () { event.ports[0].postMessage("${WORKER_PING}"); }));
  });
  self.addEventListener("error", function (event) { report("worker error", event.message, event.filename); });
  self.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    report("worker rejection", (reason && reason.stack) || reason);
  });
})();
`;
