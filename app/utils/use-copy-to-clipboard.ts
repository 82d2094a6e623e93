import { useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS } from "./copied-indicator";

/**
 * Copies text; `copied` is true for `durationMs` from a success (timed from the copy itself, not from the render
 * that shows it). A failure is only logged.
 */
export function useCopyToClipboard(durationMs = COPIED_INDICATOR_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), durationMs);
    } catch (error) {
      console.error("Copy to clipboard failed", error);
    }
  }

  return { copied, copy };
}
