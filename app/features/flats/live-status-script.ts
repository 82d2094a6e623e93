import { everyPeriodWhileSeen, fetchLiveStatuses, formatAsOfTime } from "./live-statuses";

/**
 * A page built as HTML (a flat's) shows its flats' live statuses without a framework: each badge marked with its
 * unit (`data-live-status`, status-badge.tsx) is replaced by a copy of the new status's badge from the page's
 * `<template data-status-badges>`, and each `<time data-live-as-of>` says when they were read, in `locale` (the page
 * language's, "en-IN"); what is offered only while a flat is available (`data-while-available` with its unit) is
 * hidden once it is not. Nothing changes when the statuses cannot be read (live-statuses.ts).
 */
export function startLiveStatuses(builtAsOf: string, locale: string): void {
  const template = document.querySelector<HTMLTemplateElement>("template[data-status-badges]");
  const badges = () => [...document.querySelectorAll<HTMLElement>("[data-live-status]")];
  const units = [...new Set(badges().map((badge) => badge.dataset.liveStatus!))];
  if (!template || units.length === 0) return;
  const read = () =>
    void fetchLiveStatuses({ units, builtAsOf }).then((live) => {
      if (!live) return;
      for (const badge of badges()) {
        const unit = badge.dataset.liveStatus!;
        const status = live.statuses[unit];
        const variant = status && template.content.querySelector(`[data-status="${status}"]`);
        if (!variant || badge.dataset.status === status) continue;
        const next = variant.cloneNode(true) as HTMLElement;
        next.dataset.liveStatus = unit;
        badge.replaceWith(next);
      }
      // What is offered only while a flat is available (its hold link, app/features/hold/hold-link.tsx): unseen,
      // and out of the reading order, but keeping its place, so that nothing below it moves.
      for (const offer of document.querySelectorAll<HTMLElement>("[data-while-available]")) {
        const status = live.statuses[offer.dataset.whileAvailable!];
        if (status) offer.style.visibility = status === "available" ? "" : "hidden";
      }
      const time = formatAsOfTime(live.asOf, locale);
      for (const line of document.querySelectorAll("[data-live-as-of]")) {
        line.textContent = time;
        line.setAttribute("datetime", live.asOf);
      }
    });
  read();
  everyPeriodWhileSeen(read);
}
