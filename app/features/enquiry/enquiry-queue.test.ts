import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "#app/utils/test-storage.ts";
import { enqueue, flushQueue, readQueue } from "./enquiry-queue";
import type { SendResult, SubmissionPayload } from "./form-submission";

const payload = (name: string) =>
  ({ fields: [{ objectTypeId: "0-1", name: "firstname", value: name }] }) as unknown as SubmissionPayload;

describe("the offline queue", () => {
  it("keeps an enquiry until it is sent, then sends it exactly once", async () => {
    const storage = createMemoryStorage();
    enqueue(storage, { id: "a", payload: payload("Priya"), queuedAt: "2025-01-01" });
    const send = vi.fn<(p: SubmissionPayload) => Promise<SendResult>>().mockResolvedValue("retry");
    expect(await flushQueue(storage, send)).toBe(0);
    expect(readQueue(storage).map((entry) => entry.id)).toEqual(["a"]);

    send.mockResolvedValue("sent");
    expect(await flushQueue(storage, send)).toBe(1);
    expect(await flushQueue(storage, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueue(storage)).toEqual([]);
  });

  it("does not send twice when two flushes overlap", async () => {
    const storage = createMemoryStorage();
    enqueue(storage, { id: "a", payload: payload("Priya"), queuedAt: "2025-01-01" });
    enqueue(storage, { id: "b", payload: payload("Ravi"), queuedAt: "2025-01-01" });
    const send = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "sent" as const;
    });
    // The second call joins the flush under way instead of starting another.
    const [first, second] = await Promise.all([flushQueue(storage, send), flushQueue(storage, send)]);
    expect([first, second]).toEqual([2, 2]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("does not queue the same id twice", () => {
    const storage = createMemoryStorage();
    enqueue(storage, { id: "a", payload: payload("Priya"), queuedAt: "1" });
    enqueue(storage, { id: "a", payload: payload("Priya"), queuedAt: "2" });
    expect(readQueue(storage)).toHaveLength(1);
  });

  it("stops at the first retryable failure and keeps the rest in order", async () => {
    const storage = createMemoryStorage();
    for (const id of ["a", "b", "c"]) enqueue(storage, { id, payload: payload(id), queuedAt: "1" });
    const send = vi
      .fn<(p: SubmissionPayload) => Promise<SendResult>>()
      .mockResolvedValueOnce("sent")
      .mockResolvedValueOnce("retry");
    expect(await flushQueue(storage, send)).toBe(1);
    expect(readQueue(storage).map((entry) => entry.id)).toEqual(["b", "c"]);
  });

  it("lets go of an enquiry the service worker has taken over, so only the worker's queue sends it", async () => {
    const storage = createMemoryStorage();
    for (const id of ["a", "b"]) enqueue(storage, { id, payload: payload(id), queuedAt: "1" });
    const send = vi.fn<(p: SubmissionPayload) => Promise<SendResult>>().mockResolvedValue("queued");
    expect(await flushQueue(storage, send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(readQueue(storage)).toEqual([]);
  });
});
