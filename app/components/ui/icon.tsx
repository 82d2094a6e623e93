import sprite from "~/generated/icons.svg?url";
import type { IconName } from "./icon-names";

/**
 * A decorative icon from the build's sprite (scripts/build-icons.ts), drawn in the text colour.
 * Its meaning is always in the text or the label beside it. Size it with a class; 24 px otherwise.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
