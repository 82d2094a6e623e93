import type { SendResult, SubmissionPayload } from "./form-submission";

/**
 * Enquiries that could not be sent are kept in localStorage and sent later, when the
 * connection returns or on the next visit. Each has an id; an entry leaves the queue
 * only once it is sent or handed over to the service worker's queue (worker-hand-over.ts),
 * and a flush never sends the same id twice, even from two tabs (Web Locks) or two
 * overlapping calls.
 */
const QUEUE_KEY = "enquiryQueue";
const LOCK_NAME = "enquiry-queue";

export type QueuedEnquiry = { id: string; payload: SubmissionPayload; queuedAt: string };

export function readQueue(storage: Storage): QueuedEnquiry[] {
  try {
    const parsed = JSON.parse(storage.getItem(QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedEnquiry[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage, queue: QueuedEnquiry[]) {
  if (queue.length === 0) storage.removeItem(QUEUE_KEY);
  else storage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

export function enqueue(storage: Storage, entry: QueuedEnquiry): void {
  const queue = readQueue(storage).filter((queued) => queued.id !== entry.id);
  writeQueue(storage, [...queue, entry]);
}

let flushing: Promise<number> | null = null;

/**
 * Sends every queued enquiry once; returns how many were sent. Rejected ones are dropped, and so are
 * those the service worker took over ("queued"): from then on only its queue holds them.
 */
export function flushQueue(
  storage: Storage,
  send: (payload: SubmissionPayload) => Promise<SendResult>,
): Promise<number> {
  const run = async () => {
    let sent = 0;
    for (const entry of readQueue(storage)) {
      const result = await send(entry.payload);
      if (result === "retry") break;
      writeQueue(
        storage,
        readQueue(storage).filter((queued) => queued.id !== entry.id),
      );
      if (result === "sent") sent += 1;
    }
    return sent;
  };
  if (!flushing) {
    const locked =
      typeof navigator !== "undefined" && navigator.locks
        ? navigator.locks.request(LOCK_NAME, run).then((count) => count)
        : run();
    flushing = locked.finally(() => {
      flushing = null;
    });
  }
  return flushing;
}
