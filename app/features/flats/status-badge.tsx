import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import type { Flat } from "#content/schema.ts";
import { useFlatTexts } from "./texts";

/** Each status has its word and its icon as well as its colour, so no one has to tell colours apart. */
export const statusStyles: Record<Flat["status"], { className: string; icon: "circle-check" | "x" | "clock" }> = {
  available: { className: "bg-brand-50 text-brand-900 ring-brand-700", icon: "circle-check" },
  booked: { className: "bg-sand-100 text-muted ring-sand-200", icon: "x" },
  "on-hold": { className: "bg-gold-100 text-gold-700 ring-gold-500", icon: "clock" },
};

export function StatusBadge({ status, className }: { status: Flat["status"]; className?: string }) {
  const { t } = useFlatTexts();
  const style = statusStyles[status];
  return (
    <span
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
