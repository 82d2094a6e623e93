import { useId } from "react";
import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { progressContent } from "#content/progress.ts";
import type { TowerProgress } from "#content/schema.ts";

type Props = {
  tower: TowerProgress;
  /** "large": the newest update's bars; "small": each update's in the list. */
  size?: "large" | "small";
};

const bar: Record<NonNullable<Props["size"]>, string> = {
  large: "h-3",
  small: "h-2",
};

/**
 * One tower's share of the work as a native <progress> (a progress bar to assistive technology, named
 * by its label), with its stage and percentage in words beside it.
 */
export function TowerProgressBar({ tower, size = "large" }: Props) {
  const { towerWords } = useContent(progressContent);
  const id = useId();
  return (
    <div data-tower={tower.tower}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={cn("font-bold text-brand-900", size === "large" ? "text-lg" : "text-sm")}>
          {towerWords.name(tower.tower)}
        </label>
        <span className={cn("font-semibold text-brand-800 tabular-nums", size === "small" && "text-sm")}>
          {towerWords.percent(tower.percent)}
        </span>
      </div>
      <progress
        id={id}
        aria-describedby={`${id}-stage`}
        value={tower.percent}
        max={100}
        className={cn(
          "mt-1.5 block w-full appearance-none overflow-hidden rounded-full bg-sand-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700",
          bar[size],
        )}
      >
        {towerWords.percent(tower.percent)}
      </progress>
      <p id={`${id}-stage`} className={cn("mt-1.5 text-muted", size === "small" ? "text-xs" : "text-sm")}>
        {towerWords.stages[tower.stage]}
      </p>
    </div>
  );
}
