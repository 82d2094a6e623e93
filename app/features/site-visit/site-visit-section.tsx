import { type ComponentProps, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import { telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import type { VisitMode } from "#app/utils/enquiry-record.ts";
import { pageLanguageWords } from "#app/utils/page-language-words.ts";
import { ContentProvider, useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useNearViewport } from "#app/utils/use-near-viewport.ts";
import { uiContent } from "#content/ui.ts";
import { visitsContent } from "#content/visits.ts";
import type { VisitSubmitter } from "./booking-types";

// The picker, its form and its confirmation load only when this band nears the screen (or on the first tap), as
// HubSpot's form does (docs/decisions/0002-enquiries-never-lost.md): none of it is first-load JavaScript. Nor are
// their words (content/en/visit-booking.yaml), which load with them in the page's language.
const loadBookingDialog = () => Promise.all([import("./booking-dialog"), pageLanguageWords("visitBooking")]);
const BookingDialog = lazy(() =>
  loadBookingDialog().then(([picker, words]) => ({
    default: function BookingDialogWithWords(props: ComponentProps<typeof picker.BookingDialog>) {
      return (
        <ContentProvider words={{ visitBooking: words }}>
          <picker.BookingDialog {...props} />
        </ContentProvider>
      );
    },
  })),
);

type Props = {
  /** Which page the booking comes from, sent as `landing`. */
  page: string;
  /** The flat a flat's page is about: its unit and price travel with the booking. */
  flat?: { unit: string; price: string; total?: number };
  /** Sends the booking through the enquiry path (its part, app/parts/, passes it in: features do not import each other). */
  submit: VisitSubmitter;
  /** The picker's first choice: at the site, or by video call (the NRI page's). */
  defaultMode?: VisitMode;
  /** The band's heading and text where a page words it its own way (the NRI page). */
  words?: { heading: string; text: string };
  className?: string;
};

/**
 * The band that offers a site visit (#site-visit): the office's hours, a button that opens the day and time picker
 * once the page has hydrated, and call and WhatsApp, which book without any script. docs/decisions/0017-site-visits.md.
 */
export function SiteVisitSection({ page, flat, submit, defaultMode, words, className }: Props) {
  const { contact } = useContent(uiContent);
  const { officeHours, visitSection } = useContent(visitsContent);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const near = useNearViewport(ref);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (near) void loadBookingDialog();
  }, [near]);

  return (
    <section ref={ref} id="site-visit" aria-labelledby={headingId} className={cn("print:hidden", className)}>
      <div className="grid gap-8 rounded-3xl bg-brand-900 p-6 text-white shadow-lg md:p-10 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-[0.22em] text-gold-300 uppercase">{visitSection.eyebrow}</p>
          <h2 id={headingId} className="mt-3 font-display text-heading">
            {words?.heading ?? visitSection.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{words?.text ?? visitSection.text}</p>
          <p className="mt-5 flex items-start gap-3 text-brand-50">
            <Icon name="clock" className="mt-0.5 size-5 text-gold-300" />
            <span>
              <strong className="font-semibold">{visitSection.hoursLabel}:</strong> {officeHours}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-3 lg:w-80">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className={buttonClasses("gold", "lg", cn("w-full", !hydrated && "invisible"))}
          >
            <Icon name="calendar-days" className="size-5" />
            {visitSection.choose}
          </button>
          <p className="mt-2 text-sm text-brand-100">{visitSection.orContact}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <a href={telUrl()} className={buttonClasses("outlineLight", "md", "w-full")}>
              <Icon name="phone" className="size-4" />
              {contact.call}
            </a>
            <a
              href={whatsappUrl(visitSection.whatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("whatsapp", "md", "w-full")}
            >
              <Icon name="message-circle" className="size-4" />
              {visitSection.whatsapp}
              <span className="sr-only">{contact.newTab}</span>
            </a>
          </div>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <BookingDialog
            page={page}
            flat={flat}
            submit={submit}
            defaultMode={defaultMode}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
