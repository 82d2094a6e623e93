import { Picture } from "#app/components/ui/picture.tsx";
import { VastuFacts } from "#app/components/ui/vastu-facts.tsx";
import { flatPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { SQM_PER_SQFT } from "#content/cost-sheet.ts";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import type { Flat, FloorPlan } from "#content/schema.ts";
import { StatusBadge } from "./status-badge";
import { useFlatTexts } from "./texts";

/** The plan drawing and the facts of one flat, carpet area first (the measure RERA requires). */
export function FlatDetails({ flat, plan }: { flat: Flat; plan: FloorPlan }) {
  const { t, format, flatFacts } = useFlatTexts();
  const texts = t.flat;
  const facts = flatFacts(flat, plan);
  const area = (sqft: number) => `${format.sqft(sqft)} (${format.sqm(sqft * SQM_PER_SQFT)})`;
  const rows: [string, string, string?][] = [
    [texts.facts.carpetArea, area(plan.details.carpetArea), texts.facts.carpetNote],
    [texts.facts.balconyArea, area(plan.details.balconyArea)],
    [texts.facts.superBuiltUpArea, area(plan.details.supBuiltUpArea)],
    [texts.facts.bhk, facts.bhk],
    [texts.facts.facing, flat.corner ? `${facts.facing}, ${t.words.corner}` : facts.facing],
    [texts.facts.floor, facts.floor],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-[3fr_2fr] print:grid-cols-[1fr_1fr] print:gap-4">
      <Picture
        src={plan.image}
        alt={fill(texts.planAlt, { unit: flat.unit })}
        sizes="(min-width: 1024px) 560px, (min-width: 768px) 55vw, 100vw"
        priority
        className="block rounded-2xl bg-white p-3 ring-1 ring-sand-200 print:max-h-[60mm] print:p-0 print:ring-0"
        imgClassName="h-auto w-full print:max-h-[58mm] print:w-auto"
      />
      <div>
        <dl className="grid grid-cols-2 content-start gap-x-4 gap-y-3 text-sm md:grid-cols-1 print:grid-cols-2 print:gap-1 print:text-xs">
          {rows.map(([term, value, note]) => (
            <div key={term} className="border-b border-sand-200 pb-2 print:pb-1">
              <dt className="text-muted">{term}</dt>
              <dd className="text-base font-bold text-brand-900 print:text-sm">{value}</dd>
              {note && <dd className="text-xs text-muted">{note}</dd>}
            </div>
          ))}
          <div className="pb-2">
            <dt className="text-muted">{texts.facts.status}</dt>
            <dd className="mt-1">
              <StatusBadge status={flat.status} unit={flat.unit} />
            </dd>
          </div>
        </dl>
        {/* Not printed: the cost sheet keeps to its one A4 page. */}
        <VastuFacts plan={plan} level={2} className="mt-6 print:hidden" />
      </div>
    </div>
  );
}

/** A booked or held flat says so; a booked one points to similar flats still available. */
export function FlatStatusNotice({
  flat,
  similar,
  plans,
}: {
  flat: Flat;
  similar: Flat[];
  plans: readonly FloorPlan[];
}) {
  const { t, flatFacts } = useFlatTexts();
  const { localePath } = useContent(languageContent);
  if (flat.status === "available") return null;
  const texts = t.flat;
  return (
    <section
      aria-labelledby="flat-status-heading"
      className="rounded-2xl bg-gold-100 p-5 text-ink ring-1 ring-gold-500 print:hidden"
      data-status-notice={flat.status}
    >
      <h2 id="flat-status-heading" className="font-bold">
        {flat.status === "booked" ? texts.bookedNotice : texts.onHoldNotice}
      </h2>
      {similar.length > 0 && (
        <>
          <p className="mt-3 text-sm font-semibold">{texts.similarHeading}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {similar.map((other) => {
              const plan = plans.find((each) => each.id === other.plan)!;
              const facts = flatFacts(other, plan);
              return (
                <li key={other.unit}>
                  <a
                    href={localePath(flatPath(other.unit))}
                    className="inline-block rounded-xl bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-sand-200 hover:ring-brand-700"
                  >
                    {other.unit} · {facts.bhk} · {facts.floor}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
