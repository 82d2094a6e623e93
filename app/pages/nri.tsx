import type { ReactNode } from "react";
import { IconLink } from "#app/components/ui/icon-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { BankList } from "#app/features/approvals/bank-list.tsx";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { longDate } from "#app/utils/long-date.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { fillValues } from "#content/values.ts";
import { visitsContent } from "#content/visits.ts";

/**
 * The NRI buyer's page: what the rules allow and how payment, tax, paperwork and a later sale work from abroad,
 * dated and with its sources (content/en/nri.yaml), then what a bank asks of an NRI for a home loan and the banks
 * that lend on the project (content/approvals.yaml); then a visit, by video call first (`visit`, the site-visit
 * picker). Plain HTML but for the picker.
 */
export function NriPage({ visit }: { visit?: ReactNode }) {
  const nriPage = useWords("nri");
  const { approvalsLink, referLink } = useContent(navigationContent);
  const { localePath } = useContent(languageContent);
  const { dateWords } = useContent(visitsContent);
  const { topics, loans, sources, contact } = nriPage;
  return (
    <>
      <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
        <div className="container-page max-w-3xl">
          <PageHeader eyebrow={nriPage.eyebrow} heading={nriPage.heading} intro={nriPage.intro} />
          <p
            className="mt-8 rounded-xl bg-gold-100 px-4 py-3 text-sm font-semibold text-gold-700"
            data-as-of={nriPage.asOf}
          >
            {fillValues(nriPage.general, { date: longDate(nriPage.asOf, dateWords) })}
          </p>
          {topics.map((topic) => (
            <section
              key={topic.id}
              id={topic.id}
              aria-labelledby={`${topic.id}-heading`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${topic.id}-heading`} className="font-display text-2xl text-brand-900">
                {topic.heading}
              </h2>
              {topic.points.map((point) => (
                <p key={point} className="mt-3 leading-relaxed text-ink">
                  {point}
                </p>
              ))}
            </section>
          ))}
          <section
            id="loans"
            aria-labelledby="loans-heading"
            className="mt-12 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
          >
            <h2 id="loans-heading" className="font-display text-2xl text-brand-900">
              {loans.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-ink">{loans.text}</p>
            <ul className="mt-4 space-y-2" data-loan-documents>
              {loans.documents.map((document) => (
                <li key={document} className="flex gap-2 text-ink">
                  <Icon name="check" className="mt-1 size-4 text-gold-600" />
                  {document}
                </li>
              ))}
            </ul>
            <p className="mt-6 font-semibold text-brand-900">{loans.banksText}</p>
            <BankList className="mt-3" />
            <p className="mt-4">
              <IconLink href={localePath(approvalsLink.href)} icon="shield-check">
                {approvalsLink.label}
              </IconLink>
            </p>
          </section>
          <section aria-labelledby="sources-heading" className="mt-12">
            <h2 id="sources-heading" className="font-display text-xl text-brand-900">
              {sources.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-muted" data-sources>
              {sources.items.map((source) => (
                <li key={source.name}>
                  <a href={source.url} className="underline underline-offset-4 hover:text-brand-800" rel="noopener">
                    {source.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {visit}
        <div className="container-page max-w-3xl">
          <div className="mt-12 text-center">
            <h2 className="font-display text-2xl text-brand-900">{contact.heading}</h2>
            <p className="mt-2 text-lg text-muted">{contact.text}</p>
            <div className="mt-6">
              <DirectContactOptions />
            </div>
            <p className="mt-8">
              <IconLink href={localePath(referLink.href)} icon="users">
                {referLink.label}
              </IconLink>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
