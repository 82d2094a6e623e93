/**
 * The phone menu of site-header.tsx is a native popover: the browser opens and closes it, before any script and
 * without one. Where the Popover API is missing (Safari before 17, the last an iPhone 8 or X can run:
 * docs/decisions/0030-browser-support.md), app/styles/app.css keeps the panel hidden, and this script takes it over:
 * the button shows and hides it with the `hidden` attribute and says so in `aria-expanded`; Escape, a tap outside
 * and a tap on one of its links close it, as they close a popover.
 */
const MENU_ID = "site-menu";

/** Whether the browser has the Popover API (`popover`, `showPopover`, `hidePopover`, `togglePopover`). */
const hasPopover = () => "popover" in HTMLElement.prototype && "hidePopover" in HTMLElement.prototype;

function parts(): { menu: HTMLElement; button: HTMLButtonElement } | null {
  const menu = document.getElementById(MENU_ID);
  const button = document.querySelector<HTMLButtonElement>(`button[aria-controls="${MENU_ID}"]`);
  return menu && button ? { menu, button } : null;
}

function setOpen(open: boolean) {
  const found = parts();
  if (!found) return;
  found.menu.hidden = !open;
  found.button.setAttribute("aria-expanded", String(open));
}

/** Closes the menu, whichever of the two works it. */
export function closeSiteMenu() {
  if (hasPopover()) document.getElementById(MENU_ID)?.hidePopover();
  else setOpen(false);
}

/** Started once per page by layout-script.ts: nothing to do where the browser has the Popover API. */
export function startSiteMenu() {
  const found = parts();
  if (hasPopover() || !found) return;
  const { menu, button } = found;
  // Attributes such a browser ignores; the `hidden` attribute shows and hides the panel from here on.
  menu.removeAttribute("popover");
  button.removeAttribute("popovertarget");
  setOpen(false);
  button.addEventListener("click", () => setOpen(menu.hidden));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || menu.hidden) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!menu.hidden && target && !menu.contains(target) && !button.contains(target)) setOpen(false);
  });
}
