import { useEffect, useState } from "react";

/** docs/product.md, Constants: the 'Copied!' indicator shows for 2000 ms. */
const COPIED_INDICATOR_MS = 2000;

/** Copies text; `copied` is true for `durationMs` after a success. A failure is only logged. */
export function useCopyToClipboard(durationMs = COPIED_INDICATOR_MS) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [copiedAt, durationMs]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(Date.now());
    } catch (error) {
      console.error("Copy to clipboard failed", error);
    }
  }

  return { copied: copiedAt !== null, copy };
}
