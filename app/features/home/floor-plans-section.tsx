import { useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FilterButtons } from "#app/components/ui/filter-buttons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { floorPlansContent } from "#content/floor-plans.ts";
import type { FloorPlan } from "#content/schema.ts";
import { FloorPlanCard } from "./floor-plan-card";
import { FloorPlanDetails } from "./floor-plan-details";

type Filter = ReturnType<typeof floorPlansContent>["floorPlanFilters"][number]["value"];

export function FloorPlansSection() {
  const { floorPlanCard, floorPlanFilters, floorPlans, floorPlanSection } = useContent(floorPlansContent);
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<FloorPlan | null>(null);
  const visible = floorPlans.filter((plan) => filter === "all" || plan.type === filter);

  return (
    // About its real height until laid out, per breakpoint: a placeholder far shorter than the content
    // let this skipped section's cards overlap the next sections' (Lighthouse's target-size). Decision 0008.
    <section
      id="floor-plans"
      aria-labelledby="floor-plans-heading"
      className="py-16 render-when-near [--near-placeholder:250rem] md:py-24 md:[--near-placeholder:127rem] lg:[--near-placeholder:95rem]"
    >
      <div className="container-page">
        <SectionHeading
          id="floor-plans-heading"
          eyebrow={floorPlanSection.eyebrow}
          title={floorPlanSection.heading}
          text={floorPlanSection.text}
        />
        <div className="mt-10">
          <FilterButtons
            label={floorPlanSection.filterLabel}
            options={floorPlanFilters}
            value={filter}
            onChange={setFilter}
          />
        </div>
        <p role="status" className="mt-4 text-center text-sm text-muted">
          {floorPlanSection.count(visible.length, floorPlans.length)}
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((plan) => (
            <FloorPlanCard key={plan.id} plan={plan} onOpen={setSelected} />
          ))}
        </div>
      </div>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected ? floorPlanCard.name(selected) : floorPlanSection.dialogTitle}
      >
        {selected && (
          <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <Picture
              src={selected.image}
              alt={floorPlanCard.drawingAlt(selected)}
              sizes="(min-width: 1024px) 600px, 60vw"
              className="block rounded-xl bg-white ring-1 ring-sand-200"
              imgClassName="h-auto w-full"
            />
            <div>
              <FloorPlanDetails plan={selected} vastuLevel={3} />
              <a
                href="#enquire"
                onClick={() => setSelected(null)}
                className={buttonClasses("primary", "md", "mt-6 w-full")}
              >
                {floorPlanSection.askPrice}
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
