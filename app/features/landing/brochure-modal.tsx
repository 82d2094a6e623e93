import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";

/** docs/product.md, Constants: the brochure modal opens by itself 3000 ms after load. */
const BROCHURE_AUTO_OPEN_MS = 3000;
/** Set once the modal has opened in this visit, so a reload does not open it again. */
const SHOWN_KEY = "brochureModalShown";

function wasShownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === "1";
  } catch {
    return false;
  }
}

function markShownThisVisit() {
  try {
    sessionStorage.setItem(SHOWN_KEY, "1");
  } catch {
    // Storage blocked: the modal may open again on the next load, which is harmless.
  }
}

/** Open state of the brochure modal: opened by 'Get Brochure', or by itself once per visit. */
export function useBrochureModal() {
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    markShownThisVisit();
    setOpen(true);
  }, []);

  useEffect(() => {
    if (wasShownThisVisit()) return;
    // Re-checked when the timer fires: a visitor who opened it by hand meanwhile is not interrupted, nor one busy
    // in another dialog (booking a site visit, docs/decisions/0017-site-visits.md).
    const timer = window.setTimeout(() => {
      if (!wasShownThisVisit() && !document.querySelector("dialog[open]")) show();
    }, BROCHURE_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [show]);

  return { open, show, close: useCallback(() => setOpen(false), []) };
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** The enquiry form; the route supplies it. */
  form: ReactNode;
};

export function BrochureModal({ open, onClose, form }: Props) {
  const { landing } = useContent(landingContent);
  const { contact } = useContent(uiContent);
  const { brochureHref } = useContent(languageContent);
  const { heading, text, hurry, download } = landing.brochureModal;
  return (
    <Dialog open={open} onClose={onClose} title={heading} className="max-w-[40rem]">
      <p className="-mt-1 text-muted">{text}</p>
      <div className="mt-5">{form}</div>
      <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1.5 border-t border-sand-200 pt-4 text-sm text-muted">
        {hurry}
        <a
          href={brochureHref}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2 hover:text-gold-700"
        >
          <Icon name="file-down" className="size-4" />
          {download}
          <span className="sr-only">{contact.newTab}</span>
        </a>
      </p>
    </Dialog>
  );
}
