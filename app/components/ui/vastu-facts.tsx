import type { FloorPlan } from "@content/schema";
import { vastuRows, vastuWords } from "@content/vastu";

type Props = {
  plan: Pick<FloorPlan, "id" | "facing">;
  /** The heading's level where it sits: on a flat's page under its h1, under a dialog's h2 or a card's h3. */
  level: 2 | 3 | 4;
  className?: string;
};

/**
 * A plan's Vastu (content/vastu.yaml): the main door's direction, and where the kitchen, the master bedroom and
 * the pooja space sit; only what the file says, nothing for a plan it leaves out. On the plan cards, each flat's
 * page and (as rows) compare.
 */
export function VastuFacts({ plan, level, className }: Props) {
  const rows = vastuRows(plan);
  if (!rows) return null;
  const Heading = `h${level}` as const;
  return (
    <div className={className} data-vastu={plan.id}>
      <Heading className="text-sm font-bold tracking-wider text-brand-900 uppercase">{vastuWords.heading}</Heading>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-3 text-sm print:gap-1 print:text-xs">
        {rows.map(([term, value]) => (
          <div key={term} className="border-b border-sand-200 pb-2 print:pb-0">
            <dt className="text-muted">{term}</dt>
            <dd className="font-bold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
