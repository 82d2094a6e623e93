import { captureAttribution } from "./attribution";
import { flushQueue } from "./enquiry-queue";
import { sendSubmission } from "./form-submission";
import { SEND_QUEUED_MESSAGE } from "./worker-hand-over";

/**
 * Started once per page by the site script (app/site-script.ts): keeps the visit's campaign parameters, and sends
 * enquiries kept on the device on every visit and whenever the connection returns. Offline,
 * a service worker controlling the page takes them over into its own queue (worker-hand-over.ts)
 * where the browser lets it sync; online, the page also asks that worker to send what it holds, so
 * its queue empties even where the browser's sync event never comes.
 */
export function startEnquiryQueue() {
  captureAttribution(window.location.href, sessionStorage);
  const flush = () => {
    const worker = navigator.serviceWorker?.controller;
    if (navigator.onLine || worker) void flushQueue(localStorage, (payload) => sendSubmission(payload));
    if (navigator.onLine) worker?.postMessage(SEND_QUEUED_MESSAGE);
  };
  flush();
  window.addEventListener("online", flush);
}
