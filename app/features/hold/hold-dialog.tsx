import { useEffect, useRef, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import { holdRules } from "#content/holds.ts";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import type { HoldAnswer, HoldField } from "./hold-api";
import { requestHold, solveHoldCheck } from "./hold-client";
import { type HoldDetails, HoldForm } from "./hold-form";
import { FallbackOutcome, HeldOutcome, PhoneLimitOutcome, TakenOutcome } from "./hold-outcome";
import type { HoldRequestSubmitter, HoldTarget, LiveStatusReader } from "./hold-types";

type Props = {
  target: HoldTarget;
  /** Sends the request through the enquiry path when the function cannot hold it (the part passes it in). */
  submit: HoldRequestSubmitter;
  readLiveStatuses: LiveStatusReader;
  onClose: () => void;
};

/** Where the dialog stands: the form (with what its last attempt was told), or an outcome. */
type Step =
  | { step: "form"; invalid?: readonly HoldField[]; formError?: string }
  | { step: "answered"; answer: Extract<HoldAnswer, { outcome: "held" | "taken" | "phone-limit" }> }
  | { step: "sent as an enquiry"; outcome: Awaited<ReturnType<HoldRequestSubmitter>> };

/**
 * Holding a flat, in a native <dialog> (docs/decisions/0040-holding-a-flat.md): the bot check is fetched and solved
 * as it opens, while the buyer fills the form; the hold is asked of the function (hold-api.ts), and whatever it
 * cannot answer goes to the sales desk as an enquiry marked as a hold request.
 */
export function HoldDialog({ target, submit, readLiveStatuses, onClose }: Props) {
  const words = useWords("hold");
  const { enquiry } = useContent(enquiryContent);
  const { pageLanguage } = useContent(languageContent);
  const [step, setStep] = useState<Step>({ step: "form" });
  const check = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    check.current ??= solveHoldCheck();
  }, []);

  async function hold(details: HoldDetails) {
    const solved = navigator.onLine ? await (check.current ??= solveHoldCheck()) : null;
    // No check to send (offline, or the function could not give one): the enquiry path takes it.
    const answer: HoldAnswer = solved
      ? await requestHold({ ...details, unit: target.unit, language: pageLanguage.code, check: solved })
      : { outcome: "unavailable" };
    // A check is good for one request.
    check.current = null;
    switch (answer.outcome) {
      case "held":
      case "taken":
      case "phone-limit":
        setStep({ step: "answered", answer });
        return;
      case "invalid":
        setStep({ step: "form", invalid: answer.fields });
        break;
      case "check-failed":
        setStep({ step: "form", formError: words.errors.checkFailed });
        break;
      case "rate-limited":
        setStep({
          step: "form",
          formError: fill(words.errors.rateLimited, { minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) }),
        });
        break;
      case "unavailable": {
        const { unit, price, total } = target;
        const outcome = await submit(
          { name: details.name, phone: details.phone, flat: { unit, price, ...(total !== undefined && { total }) } },
          { language: pageLanguage.code, consent: enquiry.consent },
        );
        setStep({ step: "sent as an enquiry", outcome });
        return;
      }
    }
    check.current = solveHoldCheck();
  }

  return (
    <Dialog open onClose={onClose} title={fill(words.title, { unit: target.unit })} className="max-w-xl">
      {step.step === "form" && (
        <>
          <p className="mb-4 text-muted">{fill(words.intro, { hours: holdRules.hours })}</p>
          <HoldForm onHold={hold} invalid={step.invalid} formError={step.formError} />
        </>
      )}
      {step.step === "answered" && <Answered answer={step.answer} target={target} read={readLiveStatuses} />}
      {step.step === "sent as an enquiry" && <FallbackOutcome unit={target.unit} outcome={step.outcome} />}
    </Dialog>
  );
}

function Answered({
  answer,
  target,
  read,
}: {
  answer: Extract<HoldAnswer, { outcome: "held" | "taken" | "phone-limit" }>;
  target: HoldTarget;
  read: LiveStatusReader;
}) {
  if (answer.outcome === "held") return <HeldOutcome hold={answer.hold} />;
  if (answer.outcome === "taken")
    return <TakenOutcome unit={target.unit} alternatives={target.alternatives} readLiveStatuses={read} />;
  return <PhoneLimitOutcome units={answer.units} />;
}
