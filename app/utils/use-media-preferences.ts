export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Whether heavy, moving media may load: not with reduced motion or Save-Data. */
export function allowsAutoplayMedia(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !prefersReducedMotion() && !connection?.saveData;
}

/** Runs `task` once the page has loaded and the main thread is idle. */
function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(task, { timeout: 4000 })
        : window.setTimeout(task, 1500);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

const ENGAGEMENT_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * Runs `task` once the visitor engages with the page (a tap, a key, a scroll) or after
 * `fallbackMs`, whichever comes first, but never before the page has loaded and gone idle.
 */
export function whenEngaged(task: () => void, fallbackMs: number): () => void {
  let done = false;
  let timer: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const cancelIdle = whenLoadedAndIdle(() => {
    for (const name of ENGAGEMENT_EVENTS) window.addEventListener(name, run, { once: true, passive: true });
    timer = window.setTimeout(run, fallbackMs);
  });
  function cleanup() {
    cancelIdle();
    window.clearTimeout(timer);
    for (const name of ENGAGEMENT_EVENTS) window.removeEventListener(name, run);
  }
  return () => {
    done = true;
    cleanup();
  };
}
