import { useEffect, useId, useRef, useState } from "react";
import { saveEnquiryRecord } from "#app/utils/enquiry-record.ts";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useNearViewport } from "#app/utils/use-near-viewport.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { hubspotProperties } from "#content/generated/tracking.ts";
import { languageContent } from "#content/page-language.ts";
import { readAttribution } from "./attribution";
import { ConsentNotice } from "./consent-notice";
import { DirectContactOptions } from "./direct-contact-options";
import { createHubspotForm, formElement, loadHubspotScript } from "./embedded-form";
import { EnquirySaved, EnquiryThanks } from "./enquiry-outcome";
import type { EnquiryInput } from "./enquiry-validation";
import { FallbackForm } from "./fallback-form";
import { type FlatInterest, hubspotAttribution } from "./form-submission";
import { leadTracking, newLeadId, reportLead } from "./lead-event";
import { submitEnquiry } from "./submit-enquiry";

type Props = {
  /** Which page the enquiry comes from, sent as `landing` (docs/product.md, Enquiries). */
  page: string;
  /** After a submission: thank the visitor in place, or go to /thank-you. */
  onSubmitted: "inline" | "redirect";
  /** The flat a flat's page enquires about: sent in every path and shown on /thank-you. */
  flat?: FlatInterest;
  /** The form's name for conversion tracking, where the page's own does not say it: "brochure" in the brochure dialog. */
  form?: string;
};

/** How long HubSpot's form may take to appear before the site's own form replaces it. */
const EMBED_TIMEOUT_MS = 6000;

type Outcome = "embed" | "fallback" | "thanks" | "saved" | "unreachable";

/**
 * Where an enquiry is made. Pre-rendered, it offers call, WhatsApp and e-mail. Near the
 * viewport it loads HubSpot's form; if that is blocked, fails or is slow, the site's
 * own form takes its place. See docs/decisions/0002-enquiries-never-lost.md.
 */
export function EnquirySlot({ page, onSubmitted, flat, form }: Props) {
  const { enquiry } = useContent(enquiryContent);
  const { localePath, pageLanguage } = useContent(languageContent);
  const slotRef = useRef<HTMLDivElement>(null);
  const targetId = `hubspot-form-${useId().replace(/[^\w-]/g, "")}`;
  const near = useNearViewport(slotRef);
  const [outcome, setPhase] = useState<Outcome | null>(null);
  const phase = outcome ?? (near ? "loading" : "waiting");
  const [formError, setFormError] = useState<string>();
  const [sentInput, setSentInput] = useState<EnquiryInput>();
  const tracking = import.meta.env.TRACKING_ON
    ? { ...leadTracking(page, onSubmitted === "redirect"), ...(form && { form }) }
    : undefined;

  function finish(record: Omit<EnquiryInput, "marketingConsent"> | Record<string, string>) {
    saveEnquiryRecord({
      ...record,
      landing: page,
      ...(flat ? { flatUnit: flat.unit, flatPrice: flat.price } : {}),
      language: pageLanguage.code,
      submittedAt: new Date().toISOString(),
    });
    if (onSubmitted === "redirect") window.location.assign(localePath(href("/thank-you")));
    else setPhase("thanks");
  }

  useEffect(() => {
    if (!near) return;
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      setPhase("fallback");
    };
    // No HubSpot form in this page's language: the site's own form, in it, from the start.
    const locale = pageLanguage.hubspotLocale;
    if (locale === null) return fallBack();
    const timer = window.setTimeout(fallBack, EMBED_TIMEOUT_MS);
    const eventId = import.meta.env.TRACKING_ON ? newLeadId() : undefined;
    loadHubspotScript()
      .then(() =>
        createHubspotForm(targetId, locale, {
          onFormReady: (form) => {
            if (settled) return;
            settled = true;
            window.clearTimeout(timer);
            fillHiddenFields(formElement(form), flat, pageLanguage.code, eventId);
            setPhase("embed");
          },
          onFormSubmitted: (_form, data) => {
            const record = toRecord(data?.submissionValues ?? {});
            if (import.meta.env.TRACKING_ON && eventId && tracking)
              reportLead(eventId, tracking, { queued: false, flat, email: record.email, phone: record.phone });
            finish(record);
          },
        }),
      )
      .catch(fallBack);
    return () => window.clearTimeout(timer);
    // Runs once per slot: `near` turns true once and stays true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  async function handleFallbackSubmit(input: EnquiryInput) {
    setFormError(undefined);
    const outcome = await submitEnquiry(
      input,
      page,
      { language: pageLanguage.code, consent: enquiry.consent },
      { flat },
      tracking,
    );
    if (outcome === "sent")
      finish({ name: input.name, phone: input.phone, email: input.email, flatType: input.flatType });
    else if (outcome === "rejected") setFormError(enquiry.errors.notSent);
    else {
      setSentInput(input);
      setPhase(outcome);
    }
  }

  return (
    <div
      ref={slotRef}
      data-enquiry-slot={page}
      data-phase={phase}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-6"
    >
      {phase === "thanks" && <EnquiryThanks />}
      {phase === "saved" && <EnquirySaved />}
      {phase === "unreachable" && sentInput && <EnquirySaved unreachable={{ input: sentInput, flat }} />}
      {phase === "fallback" && <FallbackForm onSubmit={handleFallbackSubmit} formError={formError} />}
      {/* HubSpot renders into this element; React never puts children in it. */}
      <div id={targetId} hidden={phase !== "embed"} />
      {(phase === "waiting" || phase === "loading") && (
        <div>
          <p className="mb-4 text-sm text-muted">{phase === "loading" ? enquiry.loading : enquiry.waiting}</p>
          <DirectContactOptions />
        </div>
      )}
      {(phase === "embed" || phase === "fallback") && <ConsentNotice />}
    </div>
  );
}

function toRecord(values: Record<string, unknown>): Record<string, string> {
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  return {
    name: [text("firstname"), text("lastname")].filter(Boolean).join(" "),
    phone: text("phone"),
    email: text("email"),
    flatType: text("flat_type"),
  };
}

/**
 * Campaign parameters, the flat (`flat_unit`, `flat_price`), the page's language (`page_language`) and conversion
 * tracking's event id go into the HubSpot form's hidden fields, where it has them: the campaign parameters and the id
 * under the properties content/tracking.yaml names, the others under their own names.
 */
function fillHiddenFields(
  form: HTMLFormElement | undefined,
  flat: FlatInterest | undefined,
  language: string,
  eventId: string | undefined,
) {
  if (!form) return;
  const values = {
    ...hubspotAttribution(readAttribution(sessionStorage)),
    ...(flat ? { flat_unit: flat.unit, flat_price: flat.price } : {}),
    page_language: language,
    ...(import.meta.env.TRACKING_ON && eventId ? { [hubspotProperties.eventId]: eventId } : {}),
  };
  for (const [name, value] of Object.entries(values)) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (input && value) input.value = value;
  }
}
