import { useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { href } from "#app/utils/paths.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { fill, groupIndian } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import { type Hold, holdPaymentPath } from "./hold-api";

/**
 * The token, offered with a hold when the builder takes one online (docs/decisions/0041): its amount, the refund
 * terms, and a button that asks the function for the hold's payment link and goes to Razorpay's page, which brings
 * the buyer back to the hold's receipt (/hold). Failing, the hold stands, and the buyer is told so.
 */
export function PayToken({ hold }: { hold: Hold & { tokenRupees: number } }) {
  const { token } = useWords("hold").held;
  const { localePath } = useContent(languageContent);
  const [state, setState] = useState<"idle" | "opening" | "failed">("idle");
  const amount = { amount: groupIndian(hold.tokenRupees) };

  async function pay() {
    setState("opening");
    const payUrl = await fetch(holdPaymentPath(hold.id), { method: "POST" })
      .then(async (response) => (response.ok ? ((await response.json()) as { payUrl?: unknown }).payUrl : null))
      .catch(() => null);
    if (typeof payUrl === "string" && /^https?:\/\//.test(payUrl)) window.location.assign(payUrl);
    else setState("failed");
  }

  return (
    <div className="bg-gold-50 space-y-3 rounded-2xl border border-gold-300 p-4">
      <p className="text-ink">{fill(token.text, amount)}</p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={state === "opening"}
        className={buttonClasses("primary", "md")}
      >
        <Icon name="shield-check" className="size-4" />
        {state === "opening" ? token.opening : fill(token.pay, amount)}
      </button>
      {state === "failed" && (
        <p role="alert" className="text-sm text-ink">
          {token.failed}
        </p>
      )}
      <p className="text-sm">
        <a href={localePath(href("/hold-token-refund"))} className="text-brand-800 underline">
          {token.refund}
        </a>
      </p>
    </div>
  );
}
