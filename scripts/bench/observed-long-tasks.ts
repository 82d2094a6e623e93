/**
 * The page's main-thread tasks that Lighthouse's simulated CPU slowdown turns into long tasks
 * (observed duration × slowdown > 50 ms), with how much CPU the thread really got during them.
 * Lighthouse times tasks by the wall clock, so on a busy machine a task that waited for a core
 * counts as if it had worked all along; the gap between wall and CPU time is that wait.
 */

/** The fields of a Chrome trace event this reads. */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall-clock duration, µs. */
  dur?: number;
  /** Thread (CPU) duration, µs. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
};

export type ObservedLongTasks = {
  /** Tasks long by the wall clock, as Lighthouse times them. */
  count: number;
  /** Of those, the tasks that would be long on their CPU time alone. */
  longOnCpu: number;
  wallMs: number;
  cpuMs: number;
  /**
   * The Total Blocking Time these tasks would give if timed by their CPU time instead of the wall clock:
   * each task after the first contentful paint, CPU time × slowdown, less 50 ms. What the page's own work
   * costs, whatever else the machine was doing (0 when the trace has no paint to count from).
   */
  cpuBlockingMs: number;
};

/** A task over 50 ms is long (the TBT definition). */
const LONG_TASK_MS = 50;

export function observedLongTasks(
  events: TraceEvent[],
  url: string,
  cpuSlowdownMultiplier: number,
): ObservedLongTasks | undefined {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL === url,
  );
  if (!navigation) return undefined;
  const minimumUs = (LONG_TASK_MS / cpuSlowdownMultiplier) * 1000;
  const tasks = events.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts &&
      (event.dur ?? 0) > minimumUs,
  );
  const sumMs = (pick: (event: TraceEvent) => number | undefined) =>
    tasks.reduce((sum, event) => sum + (pick(event) ?? 0), 0) / 1000;
  const paint = events.find(
    (event) => event.name === "firstContentfulPaint" && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  const cpuBlockingMs = paint
    ? tasks
        .filter((event) => event.ts >= paint.ts)
        .reduce((sum, event) => sum + Math.max(0, ((event.tdur ?? 0) / 1000) * cpuSlowdownMultiplier - LONG_TASK_MS), 0)
    : 0;
  return {
    count: tasks.length,
    longOnCpu: tasks.filter((event) => (event.tdur ?? 0) > minimumUs).length,
    wallMs: sumMs((event) => event.dur),
    cpuMs: sumMs((event) => event.tdur),
    cpuBlockingMs,
  };
}
