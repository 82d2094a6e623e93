import { useEffect, useRef } from "react";

/**
 * For the message that takes the place of a form once it is sent (thanks, kept on the device, a booked visit): the
 * button the visitor pressed is gone with the form, so the focus moves to the message, and the page brings it into
 * view below the fixed site header. Give the element `tabIndex={-1}` and a top scroll margin at least the header's
 * height (`scroll-mt-20`). The page's own `scroll-behavior` (app/styles/app.css) makes the scroll smooth, or
 * instant with reduced motion. With `active` false (the same message shown as a page opens) it does nothing.
 */
export function useResultFocus<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  }, [active]);
  return ref;
}
