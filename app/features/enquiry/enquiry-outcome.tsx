import { lazy, Suspense } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { SavedNotice } from "#app/components/ui/saved-notice.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { useResultFocus } from "#app/utils/use-result-focus.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { DirectContactOptions } from "./direct-contact-options";
import type { EnquiryInput } from "./enquiry-validation";
import type { FlatInterest } from "./form-submission";

/**
 * Loaded when first shown, which is rare (a blocker or a failing HubSpot): it stays out of every page's first load.
 * Should its file not come (precached by the service worker, but a first visit may have none), the plain call,
 * WhatsApp and e-mail links stand in for it.
 */
const SendItYourself = lazy(() =>
  import("./send-it-yourself").catch(() => ({ default: () => <DirectContactOptions /> })),
);

/** Shown in place of the form once the enquiry is sent; it takes the focus the form's button had. */
export function EnquiryThanks() {
  const { enquiry } = useContent(enquiryContent);
  const ref = useResultFocus<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex scroll-mt-20 flex-col items-center gap-3 py-8 text-center"
    >
      <Icon name="circle-check" className="size-12 text-brand-700" />
      <p className="font-display text-2xl text-brand-900">{enquiry.thanks}</p>
    </div>
  );
}

type SavedProps = {
  /**
   * What the visitor sent, when the device is online and the enquiry still could not reach HubSpot: then they are
   * offered to send it themselves, by WhatsApp or e-mail, written out. Absent when the device is offline.
   */
  unreachable?: { input: EnquiryInput; flat?: FlatInterest };
};

/**
 * Shown when the enquiry could not be sent yet: it is kept on the device (enquiry-queue.ts, or the worker's queue).
 * In place of the form, it takes the focus the form's button had.
 */
export function EnquirySaved({ unreachable }: SavedProps) {
  const { enquiry } = useContent(enquiryContent);
  const ref = useResultFocus<HTMLDivElement>();
  const words = unreachable ? enquiry.unreachable : enquiry.saved;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="scroll-mt-20 space-y-4">
      <SavedNotice heading={words.heading} text={words.text} />
      {unreachable ? (
        <Suspense fallback={<DirectContactOptions />}>
          <SendItYourself {...unreachable} />
        </Suspense>
      ) : (
        <DirectContactOptions />
      )}
    </div>
  );
}
