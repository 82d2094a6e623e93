import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FilterButtons } from "#app/components/ui/filter-buttons.tsx";
import { cn } from "#app/utils/cn.ts";
import { flatPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useInputBeforeHydration } from "#app/utils/use-input-before-hydration.ts";
import { useSearchParam } from "#app/utils/use-search-param.ts";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import type { Flat, FloorPlan } from "#content/schema.ts";
import { vastuContent } from "#content/vastu.ts";
import { countsFor, type FlatFilters, matches, NO_FILTERS, planOf, unitColumn } from "./flat-model";
import { formatAsOf } from "./live-statuses";
import { statusStyles } from "./status-badge";
import { useFlatTexts } from "./texts";
import { useLiveFlats } from "./use-live-statuses";

type Props = { flats: readonly Flat[]; plans: readonly FloorPlan[]; updated: string };

const BHK_VALUES = ["any", "2 BHK", "3 BHK"] as const;
const FACING_VALUES = ["any", "east", "west"] as const;

/**
 * Both towers as they stand: one table per tower, floors as rows (top floor first), units as columns, each
 * flat a link. Without JavaScript that is all; once hydrated, filters with their counts dim the flats they
 * leave out, and the arrow keys move between the flats left (one tab stop per tower, roving tabindex).
 */
export function AvailabilityGrid({ flats: builtFlats, plans, updated }: Props) {
  const { t, formatDate } = useFlatTexts();
  const { pageLanguage } = useContent(languageContent);
  const { flats, live } = useLiveFlats(builtFlats, updated);
  const texts = t.list;
  const { directionWord } = useContent(vastuContent);
  const hydrated = useHydrated();
  const [planParam, setPlanParam] = useSearchParam("plan");
  const [filters, setFilters] = useState<Omit<FlatFilters, "plan">>(NO_FILTERS);
  const planFilter = plans.find((plan) => plan.id === planParam) ?? null;
  const active: FlatFilters = { ...filters, plan: planFilter?.id ?? null };
  const matching = new Set(flats.filter((flat) => matches(flat, planOf(flat, plans), active)).map((flat) => flat.unit));
  const available = flats.filter((flat) => flat.status === "available").length;
  const floors = [...new Set(flats.map((flat) => flat.floor))].sort((a, b) => b - a);
  const floorValues = ["any", ...[...floors].reverse().map((floor) => `${floor}` as const)] as FlatFilters["floor"][];
  const set =
    <Key extends keyof typeof filters>(key: Key) =>
    (value: (typeof filters)[Key]) =>
      setFilters((current) => ({ ...current, [key]: value }));
  // The browser puts a tick back when the visitor returns to the list (a step back, a reload): applied once hydrated.
  const availableOnlyField = useRef<HTMLInputElement>(null);
  useInputBeforeHydration(availableOnlyField, (field) => set("availableOnly")(field.checked));

  return (
    <div>
      {/* Two lines' room on a phone: the live time ("as of 28 Nov, 6:11 pm IST") is longer than the build's date. */}
      <p className="min-h-14 text-center text-lg font-semibold text-brand-900 sm:min-h-0" data-flats-summary>
        {fill(texts.summary, {
          available,
          total: flats.length,
          date: formatAsOf(live?.asOf ?? updated, formatDate, pageLanguage.hreflang),
        })}
      </p>
      {/* Rendered before hydration too, unseen, so the grid does not move when the filters start to work. */}
      <div role="group" aria-label={texts.filtersLabel} className={cn("mt-8 space-y-4", !hydrated && "invisible")}>
        <FilterRow label={texts.bhkLabel}>
          <FilterButtons
            label={texts.bhkLabel}
            options={BHK_VALUES.map((value) => ({ value, label: value === "any" ? texts.any : value }))}
            value={filters.bhk}
            onChange={set("bhk")}
            counts={countsFor("bhk", BHK_VALUES, flats, plans, active)}
          />
        </FilterRow>
        <FilterRow label={texts.facingLabel}>
          <FilterButtons
            label={texts.facingLabel}
            options={FACING_VALUES.map((value) => ({
              value,
              label: value === "any" ? texts.any : directionWord(value),
            }))}
            value={filters.facing}
            onChange={set("facing")}
            counts={countsFor("facing", FACING_VALUES, flats, plans, active)}
          />
        </FilterRow>
        <FilterRow label={texts.floorLabel}>
          <FilterButtons
            label={texts.floorLabel}
            options={floorValues.map((value) => ({
              value,
              label: value === "any" ? texts.any : fill(t.words.floor, { floor: value }),
            }))}
            value={filters.floor}
            onChange={set("floor")}
            counts={countsFor("floor", floorValues, flats, plans, active)}
          />
        </FilterRow>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-5 font-semibold text-brand-900 ring-1 ring-sand-200">
            <input
              ref={availableOnlyField}
              type="checkbox"
              checked={filters.availableOnly}
              onChange={(event) => set("availableOnly")(event.target.checked)}
              className="size-5 accent-brand-900"
            />
            {texts.availableOnly}
            <span className="opacity-75">
              ({flats.filter((flat) => matches(flat, planOf(flat, plans), { ...active, availableOnly: true })).length})
            </span>
          </label>
          {planFilter && (
            <p className="flex items-center gap-2 text-sm">
              <span className="rounded-full bg-gold-100 px-3 py-2 font-semibold text-gold-700">
                {fill(texts.planFilter, { plan: `${planFilter.type}, ${planFilter.area}` })}
              </span>
              <button
                type="button"
                onClick={() => setPlanParam(null)}
                className="min-h-11 rounded-full px-3 font-semibold text-brand-800 underline underline-offset-4"
              >
                {texts.clearPlan}
              </button>
            </p>
          )}
        </div>
        <p role="status" className="text-center text-sm text-muted" data-flats-showing>
          {fill(texts.showing, { count: matching.size })}
        </p>
      </div>
      <p className="mt-6 text-center text-sm text-muted">{texts.keyboardHint}</p>
      <div className="mx-auto mt-4 grid max-w-5xl gap-8">
        {[...new Set(flats.map((flat) => flat.tower))].map((tower) => (
          <TowerTable
            key={tower}
            tower={tower}
            flats={flats.filter((flat) => flat.tower === tower)}
            plans={plans}
            floors={floors}
            matching={hydrated ? matching : null}
          />
        ))}
      </div>
    </div>
  );
}

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 md:flex-row md:justify-center">
      <span aria-hidden="true" className="w-16 text-sm font-bold text-muted md:text-right">
        {label}
      </span>
      {children}
    </div>
  );
}

type TowerProps = {
  tower: string;
  flats: Flat[];
  plans: readonly FloorPlan[];
  floors: number[];
  /** The units the filters leave; null before hydration (every flat is a plain link then). */
  matching: Set<string> | null;
};

function TowerTable({ tower, flats, plans, floors, matching }: TowerProps) {
  const id = useId();
  const { t } = useFlatTexts();
  const texts = t.list;
  const { localePath } = useContent(languageContent);
  const columns = [...new Set(flats.map((flat) => unitColumn(flat.unit)))].sort();
  const at = (floor: number, column: string) =>
    flats.find((flat) => flat.floor === floor && unitColumn(flat.unit) === column);
  const isMatch = (flat: Flat | undefined) => !!flat && (matching === null || matching.has(flat.unit));
  const [focused, setFocused] = useState<string | null>(null);
  // The one flat of this tower in the tab order: the last one focused if the filters keep it, else the first left.
  const ordered = floors.flatMap((floor) => columns.map((column) => at(floor, column)));
  const tabStop = focused && matching?.has(focused) ? focused : ordered.find((flat) => isMatch(flat))?.unit;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = event.target as HTMLElement;
    const unit = target.dataset.unit;
    if (!unit || matching === null) return;
    const row = floors.findIndex((floor) => floor === Number(unit.slice(2, 3)));
    const col = columns.indexOf(unitColumn(unit));
    const moves: Record<string, [number, number, boolean?]> = {
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
      ArrowDown: [1, 0],
      ArrowUp: [-1, 0],
      Home: [0, -1, true],
      End: [0, 1, true],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const [dRow, dCol, toEdge] = move;
    let next: Flat | undefined;
    for (let r = row + dRow, c = col + dCol; r >= 0 && r < floors.length && c >= 0 && c < columns.length;) {
      const candidate = at(floors[r]!, columns[c]!);
      if (isMatch(candidate)) {
        next = candidate;
        if (!toEdge) break;
      }
      r += dRow;
      c += dCol;
    }
    if (!next) return;
    setFocused(next.unit);
    event.currentTarget.querySelector<HTMLElement>(`[data-unit="${next.unit}"]`)?.focus();
  }

  // Below the first screen on a phone: laid out as it nears the screen, at about its real height until then.
  return (
    <div className="overflow-x-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200 render-when-near [--near-placeholder:27.75rem]">
      {/* Keys are handled for the links inside; the table itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <table className="w-full border-separate border-spacing-1" aria-describedby={`${id}-hint`} onKeyDown={onKeyDown}>
        <caption className="px-1 pb-2 text-left font-display text-xl text-brand-900">
          {fill(texts.towerCaption, { tower })}
        </caption>
        <thead>
          <tr>
            {/* The floor column stays in view while a phone scrolls the units sideways. */}
            <th scope="col" className="sticky left-0 z-10 w-14 bg-white text-left text-xs font-bold text-muted">
              {texts.unitColumn}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="text-xs font-bold text-muted">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {floors.map((floor) => (
            <tr key={floor}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white pr-1 text-left text-xs font-bold whitespace-nowrap text-muted"
              >
                {fill(t.words.floor, { floor })}
              </th>
              {columns.map((column) => {
                const flat = at(floor, column);
                if (!flat) return <td key={column} />;
                const plan = planOf(flat, plans);
                const match = isMatch(flat);
                return (
                  <td key={column} data-match={match} className="p-0">
                    <a
                      href={localePath(flatPath(flat.unit))}
                      data-unit={flat.unit}
                      data-status={flat.status}
                      tabIndex={matching === null ? undefined : flat.unit === tabStop ? 0 : -1}
                      onFocus={() => setFocused(flat.unit)}
                      className={cn(
                        "flex min-w-16 flex-col items-center rounded-lg px-1.5 py-2 text-center ring-1 transition-opacity focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 sm:min-w-[4.75rem]",
                        statusStyles[flat.status].className,
                        flat.status === "available" && "ring-2 hover:bg-brand-100",
                        flat.status === "booked" &&
                          "bg-[repeating-linear-gradient(135deg,transparent_0_6px,var(--color-sand-200)_6px_7px)]",
                        !match && "opacity-25",
                      )}
                    >
                      <span className="text-sm font-bold">{flat.unit}</span>
                      <span className="text-xs">{plan.type}</span>
                      <span className="text-xs font-semibold">{t.words.status[flat.status]}</span>
                      {!match && <span className="sr-only">, {texts.filteredOut}</span>}
                    </a>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-hint`} hidden>
        {texts.keyboardHint}
      </p>
    </div>
  );
}
