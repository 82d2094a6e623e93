import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { telUrl } from "#app/utils/contact-links.ts";
import { flatPath } from "#app/utils/paths.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import { freeAlternatives, type HoldAlternative } from "./hold-alternatives";
import type { Hold } from "./hold-api";
import { deviceTimeZone, formatHoldEnd } from "./hold-time";
import type { LiveStatusReader } from "./hold-types";
import { PayToken } from "./pay-token";

/**
 * What the dialog says once the function (or the enquiry path) has answered, each a region whose heading takes the
 * focus as it appears, so that a screen reader reads it from there.
 */
function Outcome({ heading, tone, children }: { heading: string; tone: "done" | "sorry"; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="space-y-3">
      <h3
        ref={ref}
        tabIndex={-1}
        className="flex items-start gap-2 font-display text-xl text-brand-900 focus:outline-none"
      >
        <Icon name={tone === "done" ? "circle-check" : "clock"} className="mt-1 size-5" />
        {heading}
      </h3>
      {children}
    </div>
  );
}

/** Held: until when, in India's time and the buyer's own when it differs, what happens next, and the token if any. */
export function HeldOutcome({ hold }: { hold: Hold }) {
  const { held } = useWords("hold");
  const { pageLanguage } = useContent(languageContent);
  const end = formatHoldEnd(hold.endsAt, pageLanguage.hreflang, deviceTimeZone());
  return (
    <Outcome heading={fill(held.heading, { unit: hold.unit })} tone="done">
      <p className="text-ink">
        <time dateTime={hold.endsAt} className="font-semibold">
          {fill(held.until, { time: end.india })}
        </time>
      </p>
      {end.yours && <p className="text-sm text-muted">{fill(held.yourTime, end.yours)}</p>}
      <p className="text-ink">{held.next}</p>
      {hold.token === "unpaid" && hold.tokenRupees !== undefined && (
        <PayToken hold={{ ...hold, tokenRupees: hold.tokenRupees }} />
      )}
    </Outcome>
  );
}

/** Taken by another buyer: told at once, then up to three flats like it still free (live-statuses). */
export function TakenOutcome({
  unit,
  alternatives,
  readLiveStatuses,
}: {
  unit: string;
  alternatives: readonly HoldAlternative[];
  readLiveStatuses: LiveStatusReader;
}) {
  const { taken } = useWords("hold");
  const { localePath } = useContent(languageContent);
  const [free, setFree] = useState<HoldAlternative[] | null>(null);
  useEffect(() => {
    let current = true;
    void readLiveStatuses(alternatives.map((each) => each.unit))
      .catch(() => null)
      .then((live) => {
        if (current) setFree(freeAlternatives(alternatives, live));
      });
    return () => {
      current = false;
    };
  }, [alternatives, readLiveStatuses]);
  return (
    <Outcome heading={fill(taken.heading, { unit })} tone="sorry">
      {free &&
        (free.length > 0 ? (
          <>
            <p className="text-sm font-semibold text-ink">{taken.similar}</p>
            <ul className="flex flex-wrap gap-2">
              {free.map((other) => (
                <li key={other.unit}>
                  <a
                    href={localePath(flatPath(other.unit))}
                    className="inline-block rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-sand-200 hover:ring-brand-700"
                  >
                    {other.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-ink">{taken.none}</p>
        ))}
    </Outcome>
  );
}

/** This mobile number already holds as many flats as it may: which. */
export function PhoneLimitOutcome({ units }: { units: readonly string[] }) {
  const { phoneLimit } = useWords("hold");
  return (
    <Outcome heading={fill(phoneLimit.heading, { units: units.join(", ") })} tone="sorry">
      <p className="text-ink">{phoneLimit.text}</p>
    </Outcome>
  );
}

/**
 * Not held online (the function unavailable, down or unreachable): the request went through the enquiry path, which
 * never loses it, and the sales desk holds the flat by hand. Its words differ as it was sent or kept on the device.
 */
export function FallbackOutcome({
  unit,
  outcome,
}: {
  unit: string;
  outcome: "sent" | "saved" | "unreachable" | "rejected";
}) {
  const { fallback } = useWords("hold");
  const text = outcome === "rejected" ? fallback.rejected : fill(fallback[outcome], { unit });
  return (
    <Outcome heading={fallback.heading} tone={outcome === "sent" ? "done" : "sorry"}>
      <p className="text-ink">{text}</p>
      {outcome !== "sent" && (
        <a href={telUrl()} className={buttonClasses("primary", "md")}>
          <Icon name="phone" className="size-4" />
          {fallback.call}
        </a>
      )}
    </Outcome>
  );
}
