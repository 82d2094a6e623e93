import { IconLink } from "#app/components/ui/icon-link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { getFileUrl } from "#app/utils/media.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { DRAFT_AGREEMENT, holdTokenRefundContent } from "#content/hold-pages.ts";

/**
 * The refund terms of the token a buyer may pay once a flat is held (docs/decisions/0041): when it comes back, what
 * is deducted, how to ask, and the draft agreement for sale to read first. Linked from the hold's receipt (/hold)
 * and its confirmation, not from the menus. Plain HTML.
 */
export function HoldTokenRefundPage() {
  const { refundTerms } = useContent(holdTokenRefundContent);
  const { refund, deductions, booking, ask, agreement } = refundTerms;
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-3xl">
        <PageHeader eyebrow={refundTerms.eyebrow} heading={refundTerms.heading} intro={refundTerms.intro} />
        <div className="mt-10 space-y-6">
          {[refund, deductions, booking, ask].map((term) => (
            <section key={term.heading} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <h2 className="font-display text-2xl text-brand-900">{term.heading}</h2>
              <p className="mt-3 leading-relaxed text-muted">{term.text}</p>
            </section>
          ))}
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <h2 className="font-display text-2xl text-brand-900">{agreement.heading}</h2>
            <p className="mt-3 leading-relaxed text-muted">{agreement.text}</p>
            <p className="mt-4">
              <IconLink href={getFileUrl(DRAFT_AGREEMENT)} icon="file-down">
                {agreement.link}
              </IconLink>
            </p>
          </section>
        </div>
        <div className="mt-10">
          <DirectContactOptions />
        </div>
      </div>
    </div>
  );
}
