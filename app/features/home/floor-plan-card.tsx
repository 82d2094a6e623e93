import { EnlargeLink } from "#app/components/ui/enlarge-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { flatsOfPlanPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { floorPlansContent } from "#content/floor-plans.ts";
import { languageContent } from "#content/page-language.ts";
import type { FloorPlan } from "#content/schema.ts";
import { uiContent } from "#content/ui.ts";
import { FloorPlanDetails } from "./floor-plan-details";

/** docs/product.md, Constants: the plan modal opens only at 768 px and wider. */
const PLAN_MODAL_MIN_WIDTH = 768;

export function FloorPlanCard({ plan, onOpen }: { plan: FloorPlan; onOpen: (plan: FloorPlan) => void }) {
  const { floorPlanCard } = useContent(floorPlansContent);
  const { controls, plans } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const name = floorPlanCard.name(plan);
  // The modal from 768 px; narrower, both links open the plan drawing itself (and the card has its details).
  const openIfWide = () => {
    if (window.innerWidth < PLAN_MODAL_MIN_WIDTH) return false;
    onOpen(plan);
  };
  return (
    <article
      aria-label={name}
      className="reveal group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow md:hover:shadow-xl"
    >
      <EnlargeLink image={plan.image} onEnlarge={openIfWide} className="flex flex-col">
        <Picture
          src={plan.image}
          alt={floorPlanCard.drawingAlt(plan)}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="block aspect-[4/3] border-b border-sand-200 bg-white p-3"
          imgClassName="size-full object-contain"
        />
        <span className="sr-only">{`: ${controls.viewLarger}`}</span>
      </EnlargeLink>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between">
          <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-bold text-gold-700">{plan.type}</span>
          <span className="flex items-center gap-1.5 text-sm text-muted">
            <Icon name="compass" className="size-4" />
            {floorPlanCard.facing(plan)}
          </span>
        </p>
        <h3 className="mt-4 font-display text-3xl text-brand-900">
          {plan.area} <span className="font-sans text-base text-muted">{floorPlanCard.unit}</span>
        </h3>
        <ul className="mt-4 flex-1 space-y-2">
          {plan.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2 text-sm text-ink">
              <Icon name="check" className="mt-0.5 size-4 text-gold-600" />
              {highlight}
            </li>
          ))}
        </ul>
        <details className="mt-5 md:hidden">
          <summary className="cursor-pointer font-semibold text-brand-800">{floorPlanCard.detailsToggle}</summary>
          <div className="mt-4">
            <FloorPlanDetails plan={plan} vastuLevel={4} />
          </div>
        </details>
        {/* From md the whole card is this link's target (its ::after covers the card), as the card was
            a pointer target before; keyboard and screen reader users meet it as "View details". */}
        <EnlargeLink
          image={plan.image}
          onEnlarge={openIfWide}
          className="mt-5 hidden items-center gap-2 self-start font-semibold text-brand-800 group-hover:text-gold-700 md:inline-flex md:after:absolute md:after:inset-0"
        >
          <Icon name="maximize-2" className="size-4" />
          {floorPlanCard.viewDetails} <span className="sr-only">{floorPlanCard.viewDetailsHint(plan)}</span>
        </EnlargeLink>
        {/* Above the card-wide link of "View details". */}
        <a
          href={localePath(flatsOfPlanPath(plan.id))}
          className="relative z-10 mt-3 inline-flex items-center gap-2 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-gold-700"
        >
          <Icon name="building-complex" className="size-4" />
          {plans.flatsLink} <span className="sr-only">({name})</span>
        </a>
      </div>
    </article>
  );
}
