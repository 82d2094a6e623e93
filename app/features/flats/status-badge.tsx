import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import { FLAT_STATUSES, type FlatStatus } from "#content/flat-statuses.ts";
import { useFlatTexts } from "./texts";

/** Each status has its word and its icon as well as its colour, so no one has to tell colours apart. */
export const statusStyles: Record<FlatStatus, { className: string; icon: "circle-check" | "x" | "clock" }> = {
  available: { className: "bg-brand-50 text-brand-900 ring-brand-700", icon: "circle-check" },
  booked: { className: "bg-sand-100 text-muted ring-sand-200", icon: "x" },
  "on-hold": { className: "bg-gold-100 text-gold-700 ring-gold-500", icon: "clock" },
  "not-for-sale": { className: "bg-sand-100 text-muted ring-sand-200", icon: "x" },
};

/**
 * A flat's status as a badge. With `unit`, the badge is one the page's live statuses replace once read
 * (app/features/flats/live-status-script.ts), with a copy of the badge of the new status from `StatusBadges`.
 */
export function StatusBadge({ status, unit, className }: { status: FlatStatus; unit?: string; className?: string }) {
  const { t } = useFlatTexts();
  const style = statusStyles[status];
  return (
    <span
      data-live-status={unit}
      data-status={status}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1",
        style.className,
        className,
      )}
    >
      <Icon name={style.icon} className="size-4" />
      {t.words.status[status]}
    </span>
  );
}

/** Every status's badge, unseen: what a live status is shown with (app/features/flats/live-status-script.ts). */
export function StatusBadges() {
  return (
    <template data-status-badges="">
      {FLAT_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </template>
  );
}
