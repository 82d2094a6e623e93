import type { ReactNode } from "react";
import { cn } from "#app/utils/cn.ts";

type Props = {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  children: ReactNode;
};

/**
 * A radio button drawn as a tile: the native input, transparent and spread over the tile so a tap anywhere on it
 * lands on the input, keeps the arrow keys, the group's single tab stop and the skipping of disabled choices. The
 * tile's look follows the picker's state (no `:has()`, so it reads the same in a browser without it), and the focus
 * ring is the input's own, drawn round the tile it covers.
 */
export function ChoiceChip({ name, value, checked, disabled, onChange, children }: Props) {
  return (
    <label
      className={cn(
        "relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border px-1 py-2 text-center leading-tight transition-colors",
        checked
          ? "border-brand-900 bg-brand-900 text-white"
          : disabled
            ? "cursor-not-allowed border-dashed border-sand-200 bg-sand-50 text-muted"
            : "border-sand-200 bg-white text-brand-900 hover:border-brand-700",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl bg-transparent outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
