import type { ReactNode } from "react";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { holdReceiptContent } from "#content/hold-pages.ts";

/**
 * The hold's receipt (/hold), where Razorpay sends a buyer back after paying the token and the hold's confirmation
 * links to: the page's head, and as a slot the island that reads the hold (app/features/hold/hold-receipt.tsx).
 */
export function HoldPage({ receipt: island }: { receipt?: ReactNode }) {
  const { receipt } = useContent(holdReceiptContent);
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-2xl">
        <PageHeader eyebrow={receipt.eyebrow} heading={receipt.heading} intro={receipt.contact} />
        {island}
      </div>
    </div>
  );
}
