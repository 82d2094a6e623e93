import { type RefObject, useLayoutEffect } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether a field differs from the page's HTML: typed in, ticked or picked, or put back by the browser. */
function changedFromPage(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Acts on what the visitor typed, ticked or picked in a field before its island hydrated, or what the browser put
 * back in it (a reload, a step back). Hydration keeps the page's element as it is, but the component's state is
 * still the default it was rendered with: it would work from that, and write it back into a controlled field at its
 * next render. Once hydrated, before the browser paints, `onInput` gets the field if it differs from the page's
 * HTML, as it would get a change by the visitor; the island then renders from the visitor's input.
 */
export function useInputBeforeHydration<T extends Field>(ref: RefObject<T | null>, onInput: (field: T) => void) {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && changedFromPage(field)) onInput(field);
    // Once, as the island hydrates: later changes come through the field's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
