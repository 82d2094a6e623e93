import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

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
 * lands on the input, keeps the arrow keys, the group's single tab stop and the skipping of disabled choices.
 */
export function ChoiceChip({ name, value, checked, disabled, onChange, children }: Props) {
  return (
    <label
      className={cn(
        "relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border border-sand-200 bg-white px-1 py-2 text-center leading-tight text-brand-900 transition-colors hover:border-brand-700",
        "has-checked:border-brand-900 has-checked:bg-brand-900 has-checked:text-white",
        "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700",
        "has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-sand-50 has-disabled:text-muted has-disabled:hover:border-sand-200",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
