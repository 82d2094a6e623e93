import { IconLink } from "#app/components/ui/icon-link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { ReraRegistration } from "#app/components/ui/rera-registration.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { ApprovalList } from "#app/features/approvals/approval-list.tsx";
import { BankList } from "#app/features/approvals/bank-list.tsx";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { PossessionDates } from "#app/features/progress/possession-dates.tsx";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { approvals, approvalsContent } from "#content/approvals.ts";
import { languageContent } from "#content/page-language.ts";
import { possessionDates } from "#content/possession.ts";

/**
 * What a careful buyer checks before paying a token: the RERA registration with its QR code, when each tower is
 * handed over, every other approval with its number, issuer and dates, and the banks that lend on the project.
 * All of it from content (content/approvals.yaml, content/possession.yaml, content/site.yaml), plain HTML.
 */
export function ApprovalsPage() {
  const { approvalsPage } = useContent(approvalsContent);
  const { localePath } = useContent(languageContent);
  const { nriLink } = useContent(navigationContent);
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-5xl">
        <PageHeader eyebrow={approvalsPage.eyebrow} heading={approvalsPage.heading} intro={approvalsPage.intro} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <ReraRegistration headingId="approvals-rera-heading" words={approvalsPage.rera} />
          <PossessionDates towers={possessionDates} headingId="approvals-possession-heading" />
        </div>
        <section aria-labelledby="approvals-list-heading" className="mt-12">
          <h2 id="approvals-list-heading" className="mb-6 font-display text-2xl text-brand-900">
            {approvalsPage.listHeading}
          </h2>
          <ApprovalList approvals={approvals} />
        </section>
        <section
          aria-labelledby="approvals-banks-heading"
          className="mt-12 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
        >
          <SectionHeading
            id="approvals-banks-heading"
            title={approvalsPage.banks.heading}
            text={approvalsPage.banks.text}
          />
          <BankList className="mt-6 justify-center" />
          <p className="mt-4 text-center">
            <IconLink href={localePath(nriLink.href)} icon="globe">
              {nriLink.label}
            </IconLink>
          </p>
        </section>
        <div className="mx-auto mt-12 max-w-3xl text-center">
          <p className="text-lg text-muted">{approvalsPage.check}</p>
          <div className="mt-6">
            <DirectContactOptions />
          </div>
        </div>
      </div>
    </div>
  );
}
