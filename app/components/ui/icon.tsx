import sprite from "#app/generated/icons.svg?url";
import { cn } from "#app/utils/cn.ts";
import type { IconName } from "./icon-names";

/** The reference to a symbol of the build's sprite (scripts/build/build-icons.ts), for <use href>. */
export function spriteHref(symbol: string): string {
  return `${sprite}#${symbol}`;
}

/**
 * A decorative icon from the sprite, drawn in the text colour. Its meaning is always in
 * the text or the label beside it. Size it with a class; 24 px otherwise. It never shrinks: in a row with a
 * label (a button, a link, a chip) on a narrow screen the label wraps, and the icon keeps its size.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={cn("shrink-0", className)}>
      <use href={spriteHref(name)} />
    </svg>
  );
}
