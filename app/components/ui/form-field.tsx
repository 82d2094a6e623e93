import type { InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string };

/** A labelled input whose error is announced and tied to it. */
export function FormField({ id, label, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 block min-h-12 w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink shadow-inner focus:border-brand-700 aria-invalid:border-danger"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
