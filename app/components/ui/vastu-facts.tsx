import { useContent } from "#app/utils/use-content.tsx";
import type { FloorPlan } from "#content/schema.ts";
import { vastuContent } from "#content/vastu.ts";
import { FactList } from "./fact-list";

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
  const { vastuRows, vastuWords } = useContent(vastuContent);
  const rows = vastuRows(plan);
  if (!rows) return null;
  const Heading = `h${level}` as const;
  return (
    <div className={className} data-vastu={plan.id}>
      <Heading className="text-sm font-bold tracking-wider text-brand-900 uppercase">{vastuWords.heading}</Heading>
      <FactList rows={rows} className="mt-2" />
    </div>
  );
}
