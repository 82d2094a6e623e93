import { useEffect, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { saveEnquiryRecord, type VisitMode, type VisitRequest } from "#app/utils/enquiry-record.ts";
import { href } from "#app/utils/paths.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import { languageContent } from "#content/page-language.ts";
import { BookingForm, type VisitorDetails } from "./booking-form";
import type { VisitSubmitter } from "./booking-types";
import { VisitConfirmation } from "./visit-confirmation";

type Props = {
  page: string;
  defaultMode?: VisitMode;
  flat?: { unit: string; price: string; total?: number };
  submit: VisitSubmitter;
  onClose: () => void;
};

/**
 * The picker in a native <dialog>. A booking HubSpot has goes on to /thank-you, which shows it with its calendar
 * links, as an enquiry from a flat's page does; one kept on the device shows the same here, with call and WhatsApp.
 */
export function BookingDialog({ page, flat, submit, onClose, defaultMode }: Props) {
  const { errors: visitErrors, picker: visitPicker } = useWords("visitBooking");
  const { enquiry } = useContent(enquiryContent);
  const { localePath, pageLanguage } = useContent(languageContent);
  const [saved, setSaved] = useState<{ name: string; visit: VisitRequest } | null>(null);
  const [formError, setFormError] = useState<string>();

  // The calendar file's code, fetched now so that it is there even if the connection is gone by the time it is asked for.
  useEffect(() => {
    void import("./visit-ics");
  }, []);

  async function book(details: VisitorDetails, visit: VisitRequest) {
    setFormError(undefined);
    const outcome = await submit(
      { ...details, landing: page, flat, visit },
      { language: pageLanguage.code, consent: enquiry.consent },
    );
    if (outcome === "rejected") {
      setFormError(visitErrors.notSent);
      return;
    }
    // Kept on the device either way; the confirmation offers WhatsApp with the booking written out, and a call.
    if (outcome === "saved" || outcome === "unreachable") {
      setSaved({ name: details.name, visit });
      return;
    }
    saveEnquiryRecord({
      name: details.name,
      phone: details.phone,
      landing: page,
      ...(flat ? { flatUnit: flat.unit, flatPrice: flat.price } : {}),
      visitDate: visit.date,
      visitStart: visit.start,
      visitEnd: visit.end,
      visitors: String(visit.visitors),
      pickup: visit.pickup ? "yes" : "no",
      visitMode: visit.mode,
      ...(visit.timeZone ? { visitorTimeZone: visit.timeZone } : {}),
      submittedAt: new Date().toISOString(),
    });
    window.location.assign(localePath(href("/thank-you")));
  }

  return (
    <Dialog open onClose={onClose} title={visitPicker.title} className="max-w-2xl">
      {saved ? (
        <VisitConfirmation visit={saved.visit} name={saved.name} status="saved" />
      ) : (
        <BookingForm onBook={book} formError={formError} defaultMode={defaultMode} />
      )}
    </Dialog>
  );
}
