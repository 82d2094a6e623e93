import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { uiContent } from "#content/ui.ts";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and keeps
 * the page inert. A click on the backdrop closes it too, and focus goes back to
 * whatever opened it.
 */
export function Dialog({ open, onClose, title, hideTitle = false, children, className }: Props) {
  const { controls } = useContent(uiContent);
  const ref = useRef<HTMLDialogElement>(null);

  // Before the browser paints: the dialog's content never shows a frame outside the open modal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    // A click on the backdrop lands on the dialog itself; Escape is the keyboard's way to close.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-auto max-h-[92dvh] w-[min(100%-1.5rem,64rem)] overflow-visible rounded-2xl bg-transparent p-0 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      {open && (
        <div className="relative max-h-[92dvh] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl md:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className={cn("font-display text-2xl text-brand-900", hideTitle && "sr-only")}>{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="ml-auto grid size-11 shrink-0 place-items-center rounded-full bg-sand-100 text-brand-900 hover:bg-sand-200"
            >
              <Icon name="x" />
              <span className="sr-only">{controls.close}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
