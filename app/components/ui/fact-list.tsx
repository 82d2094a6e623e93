import { cn } from "#app/utils/cn.ts";

/** Facts as a two-column list of term and value: a plan's details, a plan's Vastu. */
export function FactList({
  rows,
  className,
}: {
  rows: readonly (readonly [string, React.ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-3 text-sm", className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="border-b border-sand-200 pb-2">
          <dt className="text-muted">{term}</dt>
          <dd className="font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
