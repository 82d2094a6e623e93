import type { FloorPlan } from "@content/schema";

/** The detail rows of a plan (docs/product.md, Home page: floor plans). */
export function FloorPlanDetails({ plan }: { plan: FloorPlan }) {
  const { details } = plan;
  const rows = [
    ["Bedrooms", details.bedrooms],
    ["Bathrooms", details.bathrooms],
    ["Balconies", details.balconies],
    ["Super built-up area", `${details.supBuiltUpArea} sq ft`],
    ["Carpet area", `${details.carpetArea} sq ft`],
    ["Floor rise", `₹${details.floorRise} per sq ft`],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="border-b border-sand-200 pb-2">
          <dt className="text-muted">{term}</dt>
          <dd className="font-bold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
