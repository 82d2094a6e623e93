/**
 * Conversion tracking in the browser (docs/decisions/0026-consent-first-tracking.md), loaded by the site script
 * (app/site-script.ts) once the page is idle, and only where content/tracking.yaml sets some id. It shows the consent
 * panel to a visitor who has not chosen, reopens it from the footers' link, loads the tools the choice allows
 * (tags.ts) and sends them the site's events (site-events.ts), each once: what the site reports itself (enquiries,
 * bookings) and what this script sees (a call or WhatsApp tap, the brochure, a flat viewed, the EMI changed, the
 * comparison opened).
 */
import { PRIVACY_PANEL_ID } from "#app/components/layout/privacy-choices.tsx";
import { reportEvent, SITE_EVENT, type SiteEvent, takeEvents } from "#app/utils/site-events.ts";
import { type ConsentChoice, readChoice, saveChoice } from "./consent-choice";
import { applyChoice, sendEvent } from "./tags";

let choice: ConsentChoice | null = null;
let started = false;
/** The footer link the panel was opened from, which has the focus back when the panel closes. */
let opener: HTMLElement | null = null;

export function startTracking() {
  if (started) return;
  started = true;
  choice = readChoice(localStorage);
  const panel = document.getElementById(PRIVACY_PANEL_ID);
  if (panel) wirePanel(panel);
  if (choice) applyChoice(choice);
  else if (panel) showPanel(panel, false);
  watchPage();
  sendWaiting(true);
  window.addEventListener(SITE_EVENT, () => sendWaiting(false));
}

/** Sends the events waiting in the outbox once the visitor has chosen; after "Reject", drops them unsent. */
function sendWaiting(newPage: boolean) {
  if (!choice) return;
  const current = choice;
  const events = takeEvents(newPage);
  if (!current.measurement && !current.advertising) return;
  for (const event of events) void sendEvent(event, current);
}

function wirePanel(panel: HTMLElement) {
  const form = panel.querySelector<HTMLFormElement>("[data-privacy-choices-form]")!;
  const box = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const action = (event.submitter as HTMLButtonElement | null)?.value ?? "save";
    const measurement = action === "accept" || (action === "save" && box("measurement").checked);
    const advertising = action === "accept" || (action === "save" && box("advertising").checked);
    const before = choice;
    choice = saveChoice(localStorage, { measurement, advertising });
    hidePanel(panel);
    const status = document.querySelector("[data-privacy-choices-status]");
    if (status) status.textContent = status.getAttribute("data-saved") ?? "";
    // Only what changed: a first choice, or a changed one, takes effect at once.
    if (!before || before.measurement !== measurement || before.advertising !== advertising) applyChoice(choice);
    sendWaiting(false);
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>("[data-privacy-choices-link]");
    if (!link) return;
    event.preventDefault();
    opener = link;
    box("measurement").checked = choice?.measurement ?? false;
    box("advertising").checked = choice?.advertising ?? false;
    showPanel(panel, true);
  });
  // The page's room and the floating buttons follow the panel's height (a turned phone, a larger text size).
  new ResizeObserver(() => {
    if (!panel.hidden) fitRoom(panel);
  }).observe(panel);
}

function fitRoom(panel: HTMLElement) {
  document.documentElement.style.setProperty("--privacy-panel-height", `${panel.offsetHeight}px`);
}

/** Shows the panel; the page gains room below its end, and the floating buttons rise, by its height. */
function showPanel(panel: HTMLElement, focus: boolean) {
  panel.hidden = false;
  fitRoom(panel);
  if (focus) panel.querySelector<HTMLElement>("h2")?.focus();
}

/** Hides the panel; a keyboard user's focus goes back to the link that opened it, or to the page's content. */
function hidePanel(panel: HTMLElement) {
  const hadFocus = panel.contains(document.activeElement);
  panel.hidden = true;
  document.documentElement.style.removeProperty("--privacy-panel-height");
  if (hadFocus) (opener ?? document.getElementById("main"))?.focus({ preventScroll: true });
  opener = null;
}

/** What the page shows of itself: a flat's page, the comparison, the EMI calculator, and the links tapped. */
function watchPage() {
  const report = (name: SiteEvent["name"], params: SiteEvent["params"]) => reportEvent({ name, params });
  const flat = document.querySelector<HTMLElement>("[data-track-view-item]")?.dataset;
  const unit = flat?.unit;
  if (unit) report("view_item", { unit, ...(flat.value && { value: Number(flat.value), currency: "INR" }) });
  if (document.querySelector("[data-track-compare]"))
    report("compare_open", { units: new URLSearchParams(location.search).get("units") ?? "" });
  let emiTimer: number | undefined;
  document.addEventListener("change", (event) => {
    const calculator = (event.target as Element | null)?.closest?.<HTMLElement>("[data-emi-calculator]");
    if (!calculator) return;
    // One event for a run of changes: the figures the visitor settled on.
    window.clearTimeout(emiTimer);
    emiTimer = window.setTimeout(() => {
      const { loanPercent, rate, years } = calculator.dataset;
      report("emi_change", {
        ...(unit && { unit }),
        loan_percent: Number(loanPercent),
        rate: Number(rate),
        years: Number(years),
      });
    }, 1500);
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
    if (!link) return;
    const href = link.getAttribute("href")!;
    const page = location.pathname;
    if (href.startsWith("tel:")) report("call_tap", { page });
    else if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) report("whatsapp_tap", { page });
    else if (new URL(link.href).pathname.endsWith(".pdf"))
      report("file_download", { page, file_name: new URL(link.href).pathname.split("/").pop()!, link_url: link.href });
  });
}
