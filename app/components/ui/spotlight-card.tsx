import type { ReactNode } from "react";
import { cn } from "#app/utils/cn.ts";

/** A card whose soft spotlight follows the pointer (docs/product.md, Home page: banner). */
export function SpotlightCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        event.currentTarget.style.setProperty("--spot-x", `${event.clientX - box.left}px`);
        event.currentTarget.style.setProperty("--spot-y", `${event.clientY - box.top}px`);
      }}
      className={cn(
        "group/spot relative overflow-hidden rounded-2xl bg-white p-7 shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-xl",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-0 transition-opacity duration-300 group-hover/spot:opacity-100"
        style={{
          background:
            "radial-gradient(360px circle at var(--spot-x, 50%) var(--spot-y, 50%), rgb(200 150 62 / 0.16), transparent 70%)",
        }}
      />
      <div className="relative">{children}</div>
    </div>
  );
}
