import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureAttribution } from "./attribution";
import { flushQueue } from "./enquiry-queue";
import { sendSubmission } from "./hubspot-api";

/**
 * Mounted once in the app shell: keeps the visit's campaign parameters, and sends
 * enquiries kept on the device on every visit and whenever the connection returns. Offline,
 * a service worker controlling the page takes them over into its own queue (worker-hand-over.ts).
 */
export function EnquiryBackgroundSync() {
  const { search } = useLocation();

  useEffect(() => {
    captureAttribution(window.location.href, sessionStorage);
  }, [search]);

  useEffect(() => {
    const flush = () => {
      if (navigator.onLine || navigator.serviceWorker?.controller)
        void flushQueue(localStorage, (payload) => sendSubmission(payload));
    };
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);

  return null;
}
