import { useState } from "react";
import { floorPlanFilters, floorPlans } from "@content/floor-plans";
import type { FloorPlan } from "@content/schema";
import { buttonClasses } from "~/components/ui/button-styles";
import { Dialog } from "~/components/ui/dialog";
import { FilterButtons } from "~/components/ui/filter-buttons";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";
import { FloorPlanCard } from "./floor-plan-card";
import { FloorPlanDetails } from "./floor-plan-details";

type Filter = (typeof floorPlanFilters)[number]["value"];

export function FloorPlansSection() {
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<FloorPlan | null>(null);
  const visible = floorPlans.filter((plan) => filter === "all" || plan.type === filter);

  return (
    <section id="floor-plans" aria-labelledby="floor-plans-heading" className="py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading
          id="floor-plans-heading"
          eyebrow="Floor Plans"
          title="Homes Planned Around Your Family"
          text="East- and west-facing 2 and 3 BHK homes, every one with cross-ventilation and at least two balconies."
        />
        <div className="mt-10">
          <FilterButtons label="Filter floor plans" options={floorPlanFilters} value={filter} onChange={setFilter} />
        </div>
        <p role="status" className="mt-4 text-center text-sm text-muted">
          Showing {visible.length} of {floorPlans.length} plans
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
        title={selected ? `${selected.type} · ${selected.area} sq ft · ${selected.facing}` : "Floor plan"}
      >
        {selected && (
          <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <Picture
              src={selected.image}
              alt={`Floor plan drawing of the ${selected.type} ${selected.facing.toLowerCase()} apartment of ${selected.area} sq ft`}
              sizes="(min-width: 1024px) 600px, 60vw"
              className="block rounded-xl bg-white ring-1 ring-sand-200"
              imgClassName="h-auto w-full"
            />
            <div>
              <FloorPlanDetails plan={selected} />
              <a
                href="#enquire"
                onClick={() => setSelected(null)}
                className={buttonClasses("primary", "md", "mt-6 w-full")}
              >
                Ask for the price of this plan
              </a>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
