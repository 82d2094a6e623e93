import { useEffect, useMemo, useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { IconLink } from "#app/components/ui/icon-link.tsx";
import { flatPath, href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { holdReceiptContent } from "#content/hold-pages.ts";
import { holdRules } from "#content/holds.ts";
import { languageContent } from "#content/page-language.ts";
import { fillValues } from "#content/values.ts";
import { reportTokenPaid } from "./report-token-paid";
import { type HoldReceipt as Receipt, readReceiptQuery, useHoldReceipt } from "./use-hold-receipt";

const INDIA = "Asia/Kolkata";

/** "Sat, 28 Nov, 3:30 pm" in a language and a time zone. */
function formatEnd(instant: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(instant);
}

/** The visitor's time zone where it is not India's. */
function otherTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== INDIA && zone !== "Asia/Calcutta" ? zone : undefined;
}

/**
 * The hold's receipt, read in the browser from the page's query (use-hold-receipt.ts): the flat, when the hold ends
 * in India's time and the visitor's, and where the token stands, with the refund terms and the draft agreement.
 * Rendered on the server as "reading your hold", the only state it can know there.
 */
export function HoldReceipt({ agreementUrl }: { agreementUrl: string }) {
  const { receipt } = useContent(holdReceiptContent);
  const { localePath, pageLanguage } = useContent(languageContent);
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  // The query is read once hydrated: the server's HTML is the same for every hold.
  const query = useMemo(() => (hydrated ? readReceiptQuery(window.location.search) : null), [hydrated]);
  const state = useHoldReceipt(query, attempt);
  const paid = state.kind === "found" && state.hold.token === "paid" ? state.hold : null;
  const paymentId = paid ? (paid.paymentId ?? query?.paymentId ?? "") : "";
  useEffect(() => {
    if (paid && paymentId) reportTokenPaid(paid, paymentId, holdRules.token ?? 0);
  }, [paid, paymentId]);

  const links = (
    <ul className="mt-8 space-y-3 border-t border-sand-200 pt-6">
      <li>
        <IconLink href={localePath(href("/hold-token-refund"))} icon="shield-check">
          {receipt.refundLink}
        </IconLink>
      </li>
      <li>
        <IconLink href={agreementUrl} icon="file-down">
          {receipt.agreementLink}
        </IconLink>
      </li>
    </ul>
  );

  if (state.kind === "loading")
    return (
      <p role="status" className="mt-10 text-center text-muted">
        {receipt.loading}
      </p>
    );
  if (state.kind === "not-found")
    return (
      <section role="status" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
        <h2 className="font-display text-2xl text-brand-900">{receipt.notFound.heading}</h2>
        <p className="mt-3 text-muted">{receipt.notFound.text}</p>
        {links}
      </section>
    );
  if (state.kind === "unreachable")
    return (
      <div role="alert" className="mt-10 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
        <p className="text-muted">{receipt.unreachable.text}</p>
        <button
          type="button"
          className={buttonClasses("primary", "md", "mt-4")}
          onClick={() => setAttempt((count) => count + 1)}
        >
          {receipt.unreachable.retry}
        </button>
      </div>
    );

  const { hold, confirming } = state;
  return (
    <section className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 md:p-8">
      <h2 className="font-display text-2xl text-brand-900">{fillValues(receipt.flat, { unit: hold.unit })}</h2>
      <p className="mt-1">
        <a href={localePath(flatPath(hold.unit))} className="text-sm font-semibold text-brand-700 underline">
          {receipt.flatLink}
        </a>
      </p>
      <HoldEnd hold={hold} locale={pageLanguage.hreflang} />
      {hold.token !== "off" && (
        <div className="mt-6">
          <h3 className="text-xs font-bold tracking-[0.18em] text-gold-700 uppercase">{receipt.token.heading}</h3>
          <p role="status" className="mt-2 text-lg text-brand-900" data-token={hold.token}>
            {hold.token === "paid"
              ? fillValues(receipt.token.paid, { paymentId })
              : confirming
                ? receipt.token.confirming
                : query?.paymentStatus === "paid"
                  ? receipt.token.notConfirmed
                  : query?.paymentStatus
                    ? receipt.token.failed
                    : receipt.token.unpaid}
          </p>
        </div>
      )}
      {links}
    </section>
  );
}

function HoldEnd({ hold, locale }: { hold: Receipt; locale: string }) {
  const { receipt } = useContent(holdReceiptContent);
  const end = new Date(hold.endsAt);
  const zone = otherTimeZone();
  return (
    <div className="mt-6">
      <h3 className="text-xs font-bold tracking-[0.18em] text-gold-700 uppercase">{receipt.endsHeading}</h3>
      <p className="mt-2 text-lg font-semibold text-brand-900">
        <time dateTime={hold.endsAt}>{fillValues(receipt.endsIndia, { time: formatEnd(end, locale, INDIA) })}</time>
      </p>
      {zone && <p className="text-muted">{fillValues(receipt.endsLocal, { time: formatEnd(end, locale, zone) })}</p>}
    </div>
  );
}
