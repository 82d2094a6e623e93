import { useEffect, useId } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import type { VisitRequest } from "#app/utils/enquiry-record.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { useResultFocus } from "#app/utils/use-result-focus.ts";
import { languageContent } from "#content/page-language.ts";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { visitRules, visitsContent } from "#content/visits.ts";
import {
  formatVisit,
  formatVisitInZone,
  googleCalendarUrl,
  siteLocation,
  type VisitWords,
  visitWhatsappMessage,
} from "./visit-texts";

const loadIcs = () => import("./visit-ics");

type Props = {
  visit: VisitRequest;
  /** The visitor's name, for the WhatsApp message. */
  name: string;
  /** sent: HubSpot has it (on /thank-you); saved: it waits in the device's queue. */
  status: "sent" | "saved";
};

/** Downloads the visit as an .ics file; the `ics` package is loaded for it, not before. */
async function downloadIcs(visit: VisitRequest, words: Pick<VisitWords, "visitCalendar">) {
  const { buildVisitIcs, visitIcsFileName } = await loadIcs();
  const url = URL.createObjectURL(new Blob([buildVisitIcs(visit, words)], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = visitIcsFileName(visit, words);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The booked visit and the ways to keep it: calendar file, Google Calendar, directions (to a visit at the site),
 * WhatsApp to sales. A visitor in another time zone also reads the visit in their own time.
 */
export function VisitConfirmation({ visit, name, status }: Props) {
  const headingId = useId();
  const { contact } = useContent(uiContent);
  const { confirmation: visitConfirmation, calendar: visitCalendar } = useWords("visitBooking");
  const { dateWords } = useContent(visitsContent);
  const { pageLanguage } = useContent(languageContent);
  const words = visitConfirmation;
  const visitWords: VisitWords = { dateWords, visitConfirmation, visitCalendar, locale: pageLanguage.hreflang };
  const inTheirZone = formatVisitInZone(visit, visitWords);
  const newTab = <span className="sr-only">{contact.newTab}</span>;
  // Kept on the device, it takes the picker's place in the dialog, and the focus its button had; on /thank-you it
  // is the page, opened as such.
  const ref = useResultFocus<HTMLElement>(status === "saved");

  // Fetched when the confirmation shows, so Add to calendar answers at once.
  useEffect(() => {
    void loadIcs();
  }, []);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-visit-confirmation={status}
      className="w-full scroll-mt-20 space-y-5 rounded-3xl bg-white p-6 text-left shadow-sm ring-1 ring-sand-200 md:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon name={status === "sent" ? "calendar-check" : "cloud-off"} className="mt-1 size-7 text-gold-700" />
        <div>
          <h2 id={headingId} className="font-display text-2xl text-brand-900">
            {status === "sent" ? words.heading : words.savedHeading}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{status === "sent" ? words.sent : words.saved}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-sand-50 p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-900">{words.when}</dt>
        <dd data-visit-when>{formatVisit(visit, visitWords)}</dd>
        {inTheirZone && (
          <>
            <dt className="font-semibold text-brand-900">{words.yourTime}</dt>
            <dd data-visit-their-time>{inTheirZone}</dd>
          </>
        )}
        {visit.mode === "video" ? (
          <>
            <dt className="font-semibold text-brand-900">{words.how}</dt>
            <dd data-visit-mode="video">{words.videoHow}</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-brand-900">{words.where}</dt>
            <dd>{siteLocation()}</dd>
            <dt className="font-semibold text-brand-900">{words.visitors}</dt>
            <dd>{visit.visitors}</dd>
            {visitRules.pickup && (
              <>
                <dt className="font-semibold text-brand-900">{words.pickup}</dt>
                <dd>{visit.pickup ? words.pickupYes : words.pickupNo}</dd>
              </>
            )}
          </>
        )}
      </dl>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <button
            type="button"
            onClick={() => void downloadIcs(visit, visitWords)}
            className={buttonClasses("primary", "md", "w-full")}
          >
            <Icon name="calendar-plus" className="size-4" />
            {words.addToCalendar}
            <span className="sr-only">{words.addToCalendarHint}</span>
          </button>
        </li>
        <li>
          <a
            href={googleCalendarUrl(visit, visitWords)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("outline", "md", "w-full")}
          >
            <Icon name="calendar-days" className="size-4" />
            {words.googleCalendar}
            {newTab}
          </a>
        </li>
        {visit.mode === "site" && (
          <li>
            <a
              href={siteSettings.address.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline", "md", "w-full")}
            >
              <Icon name="navigation" className="size-4" />
              {words.directions}
              {newTab}
            </a>
          </li>
        )}
        <li>
          <a
            href={whatsappUrl(visitWhatsappMessage(name, visit, visitWords))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("whatsapp", "md", "w-full")}
          >
            <Icon name="message-circle" className="size-4" />
            {words.whatsapp}
            {newTab}
          </a>
        </li>
        {status === "saved" && (
          <li className="sm:col-span-2">
            <a href={telUrl()} className={buttonClasses("outline", "md", "w-full")}>
              <Icon name="phone" className="size-4" />
              {contact.call}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
