import { IconLink } from "#app/components/ui/icon-link.tsx";
import { longDate } from "#app/utils/long-date.ts";
import { getFileUrl, getImage } from "#app/utils/media.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { approvalsContent } from "#content/approvals.ts";
import type { Approval } from "#content/schema.ts";
import { visitsContent } from "#content/visits.ts";

/** Where a copy below content/media is served: a PDF as it is, a photo as its widest WebP, to read it by. */
function copyUrl(copy: string): string {
  if (copy.endsWith(".pdf")) return getFileUrl(copy);
  return getImage(copy).webp.at(-1)!.url;
}

/** Each approval as a card: what it is, its number, issuer and dates as a description list, and its copy if any. */
export function ApprovalList({ approvals }: { approvals: readonly Approval[] }) {
  const { approvalsPage } = useContent(approvalsContent);
  const { dateWords } = useContent(visitsContent);
  const { kinds, labels } = approvalsPage;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {approvals.map((approval) => (
        <li
          key={`${approval.kind}-${approval.number}`}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
          data-approval={approval.kind}
        >
          <h3 className="font-display text-xl text-brand-900">{kinds[approval.kind].heading}</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">{kinds[approval.kind].text}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">{labels.number}</dt>
            <dd className="font-mono font-semibold break-words text-brand-900" data-number>
              {approval.number}
            </dd>
            <dt className="text-muted">{labels.issuer}</dt>
            <dd className="text-ink">{approval.issuer}</dd>
            <dt className="text-muted">{labels.issued}</dt>
            <dd>
              <time dateTime={approval.issued}>{longDate(approval.issued, dateWords)}</time>
            </dd>
            {approval.validUntil && (
              <>
                <dt className="text-muted">{labels.validUntil}</dt>
                <dd>
                  <time dateTime={approval.validUntil}>{longDate(approval.validUntil, dateWords)}</time>
                </dd>
              </>
            )}
          </dl>
          {approval.copy && (
            <p className="mt-3">
              <IconLink href={copyUrl(approval.copy)} icon="file-down">
                {labels.copy}
              </IconLink>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
