import { SERVICE_WORKER_URL, type TakeOverMessage } from "./worker-messages";

/**
 * Registers the service worker (app/service-worker/service-worker.ts), once per page from the site script
 * (app/site-script.ts). The site script starts after the load event and the first paint (docs/decisions/0005);
 * the registration then waits for an idle moment, so its downloads start after what the visitor sees and does first.
 */
export function registerServiceWorkerWhenIdle() {
  if (!("serviceWorker" in navigator)) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  whenIdle(() => void register(), { timeout: 5000 });
}

async function register() {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: "none" });
  } catch {
    // Storage or service workers switched off: the site works as before, online.
    return;
  }
  // A browser that blocks workers without saying so (Playwright's serviceWorkers: "block") resolves to nothing.
  if (!registration) return;
  // A worker of a newer build waits while pages of the previous one are open. This page asks it to take
  // over; it does only if it holds this page's build, so no page is served another build's files (0020).
  const offerTakeOver = () => {
    const message: TakeOverMessage = { type: "take-over", files: pageFiles() };
    if (navigator.serviceWorker.controller) registration.waiting?.postMessage(message);
  };
  offerTakeOver();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offerTakeOver();
    });
  });
}

/**
 * The page's own files (./worker-messages.ts): the scripts and styles it has loaded from /assets/, and its
 * islands' modules and renderers (Astro's `astro-island` elements), loaded or not.
 */
function pageFiles(): string[] {
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  const islands = [...document.querySelectorAll("astro-island")].flatMap((island) =>
    ["component-url", "renderer-url"].map((name) => island.getAttribute(name) ?? ""),
  );
  const paths = [...loaded, ...islands]
    .map((url) => new URL(url, location.href))
    .filter((url) => url.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}
