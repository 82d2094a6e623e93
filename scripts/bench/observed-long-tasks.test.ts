import { describe, expect, it } from "vitest";
import { observedLongTasks, type TraceEvent } from "./observed-long-tasks";

const URL = "http://127.0.0.1:4500/blog";
const PAGE = { pid: 7, tid: 1 };

function task(ts: number, durMs: number, cpuMs: number, thread = PAGE): TraceEvent {
  return { name: "RunTask", ph: "X", ...thread, ts, dur: durMs * 1000, tdur: cpuMs * 1000 };
}

const events: TraceEvent[] = [
  // An earlier navigation in the same renderer (about:blank) must not be taken for the page's.
  {
    name: "navigationStart",
    ...PAGE,
    ts: 500,
    args: { data: { documentLoaderURL: "about:blank", isLoadingMainFrame: true } },
  },
  task(800, 40, 40),
  { name: "navigationStart", ...PAGE, ts: 1_000, args: { data: { documentLoaderURL: URL, isLoadingMainFrame: true } } },
  task(2_000, 24, 6),
  // The first contentful paint: blocking time on CPU counts from here.
  { name: "firstContentfulPaint", ...PAGE, ts: 30_000 },
  task(40_000, 13, 13),
  // 12.5 ms × 4 is exactly 50 ms: not long.
  task(60_000, 12.5, 12.5),
  // Another thread (the browser process) is not the page's.
  task(70_000, 90, 90, { pid: 1, tid: 1 }),
  // A nested event of the same name is not a top-level task, and trace metadata has no phase "X".
  { name: "RunTask", ph: "B", ...PAGE, ts: 80_000 },
];

describe("observedLongTasks", () => {
  it("counts the page thread's tasks after its navigation that the slowdown makes longer than 50 ms", () => {
    // The 13 ms task after the paint blocks 13 × 4 − 50 = 2 ms on CPU time; the 24 ms one before it does not count.
    expect(observedLongTasks(events, URL, 4)).toEqual({
      count: 2,
      longOnCpu: 1,
      wallMs: 37,
      cpuMs: 19,
      cpuBlockingMs: 2,
    });
  });

  it("counts no blocking time on CPU without a first contentful paint to count from", () => {
    const unpainted = events.filter((event) => event.name !== "firstContentfulPaint");
    expect(observedLongTasks(unpainted, URL, 4)?.cpuBlockingMs).toBe(0);
  });

  it("uses the slowdown it is given", () => {
    expect(observedLongTasks(events, URL, 2)?.count).toBe(0);
  });

  it("finds nothing for a page that never navigated", () => {
    expect(observedLongTasks(events, "http://127.0.0.1:4500/other", 4)).toBeUndefined();
  });
});
