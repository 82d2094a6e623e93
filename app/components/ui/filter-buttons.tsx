import { cn } from "#app/utils/cn.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";

type Option<V extends string> = { value: V; label: string };

/**
 * A row of toggle buttons that pick one filter; the chosen one is pressed. Filtering needs the
 * script, so the row keeps its place but shows once the page has hydrated; until then, and
 * without JavaScript, every item is listed.
 */
export function FilterButtons<V extends string>({
  label,
  options,
  value,
  onChange,
  counts,
}: {
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  counts?: Record<string, number>;
}) {
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("flex flex-wrap justify-center gap-2", !hydrated && "invisible")}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            "min-h-11 rounded-full px-5 py-2 text-sm font-semibold transition-colors",
            option.value === value
              ? "bg-brand-900 text-white"
              : "bg-white text-brand-900 ring-1 ring-sand-200 hover:ring-brand-700",
          )}
        >
          {option.label}
          {counts && <span className="ml-1.5 opacity-75">({counts[option.value] ?? 0})</span>}
        </button>
      ))}
    </div>
  );
}
