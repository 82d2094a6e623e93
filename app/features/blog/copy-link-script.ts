import { COPIED_INDICATOR_MS } from "#app/utils/copied-indicator.ts";

/**
 * A post's 'Copy link' button (./share-links.tsx), shown once this runs: a click copies the post's address and its
 * status says so for two seconds, timed from the copy. A failure is only logged.
 */
export function startCopyLinks() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-copy-link]")) {
    const status = button.parentElement?.querySelector<HTMLElement>("[data-copied]");
    let timer: number | undefined;
    button.hidden = false;
    button.addEventListener("click", () => {
      navigator.clipboard.writeText(button.dataset.copyLink ?? "").then(
        () => {
          if (!status) return;
          status.textContent = status.dataset.copied ?? "";
          window.clearTimeout(timer);
          timer = window.setTimeout(() => (status.textContent = ""), COPIED_INDICATOR_MS);
        },
        (error: unknown) => console.error("Copy to clipboard failed", error),
      );
    });
  }
}
