import { cn } from "#app/utils/cn.ts";

/** A decorative wave between sections; `className` sets its colour via text-*. */
export function WaveDivider({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      className={cn("block h-10 w-full md:h-16", className)}
    >
      <path fill="currentColor" d="M0 48c120-26 240-39 360-26s240 50 360 50 240-37 360-50 240 0 360 26v32H0z" />
    </svg>
  );
}
