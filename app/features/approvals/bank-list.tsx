import { cn } from "#app/utils/cn.ts";
import { approvedBanks } from "#content/approvals.ts";

/** The banks that have approved the project for home loans (content/approvals.yaml), on /approvals and /nri. */
export function BankList({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)} data-banks>
      {approvedBanks.map((bank) => (
        <li key={bank} className="rounded-full bg-sand-100 px-4 py-2 text-sm font-semibold text-brand-900">
          {bank}
        </li>
      ))}
    </ul>
  );
}
