import assert from "node:assert/strict";
import { describe } from "node:test";
import ICAL from "ical.js";
import { CONSENT_STORAGE_KEY } from "#app/features/tracking/consent-choice.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { flats, flatsContent } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { languages } from "#content/languages.ts";
import { fill } from "#content/money.ts";
import { siteSettings } from "#content/site.ts";
import { privacyChoicesContent } from "#content/tracking.ts";
import { visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { FONTS_APPLIED_ATTRIBUTE } from "#scripts/build/after-first-paint.ts";
import { fieldsOf } from "#tests/e2e/hubspot-stand-in.ts";
import { samplePages } from "#tests/e2e/site-routes.ts";
import type { Size } from "./driver";
import { DESKTOP, forgetServiceWorker, PHONE, scenario, STATUS_MAX_AGE, type Suite } from "./engine-suite";
import type { Visit } from "./page-steps";
import { poll } from "./poll";
import { BLANK_PATH } from "./site-front";

const en = wordsIn("en");
const { enquiry } = enquiryContent(en);
const { flatTexts } = flatsContent(en);
const { floorPlans } = floorPlansContent(en);
const { siteNav } = navigationContent(en);
const { offline } = en;
const { privacyChoices } = privacyChoicesContent(en);
const { confirmation: visitConfirmation } = en.visitBooking;
const { visitSection } = visitsContent(en);
const teluguHeadline = wordsIn("te").home.hero.headline;
const [english, telugu] = languages;

/** The sample flat of every browser test (an available one: A-302 today). */
export const FLAT = samplePages.find((page) => page.flat)!.flat!.unit;

const ENQUIRY_FORM = `form[aria-label="${enquiry.form.label}"]`;
export const SLOT = "[data-enquiry-slot]";
export const MENU = "#site-menu";
export const MENU_BUTTON = `button[aria-controls="site-menu"]`;
export const EMI = "[data-emi-result=emi]";

type Visitor = { name: string; phone: string; email: string };

/**
 * The home page's enquiry, sent in the site's own form: HubSpot's script cannot load here, so the form that stands
 * in for it takes the enquiry (docs/decisions/0002-enquiries-never-lost.md). The send button is clicked, or, where
 * something may cover it (the old engine's menu), Enter sends the form.
 */
export async function sendEnquiry(visit: Visit, origin: string, visitor: Visitor, send: "click" | "Enter" = "click") {
  await visit.open(`${origin}/`);
  // Near the screen, the slot asks for HubSpot's script; it fails here, and the site's own form takes its place.
  await visit.find(SLOT);
  await visit.fill({ css: `${ENQUIRY_FORM} input`, name: enquiry.form.name }, visitor.name);
  await visit.fill({ css: `${ENQUIRY_FORM} input`, name: enquiry.form.phone }, visitor.phone);
  await visit.fill({ css: `${ENQUIRY_FORM} input`, name: enquiry.form.email }, visitor.email);
  if (send === "Enter") await visit.driver.press("Enter");
  else await visit.click({ css: `${ENQUIRY_FORM} button[type=submit]`, name: enquiry.form.send });
}

/** Waits until the enquiry slot shows `phase`: "thanks" (sent), "unreachable" or "saved" (kept on the device). */
export function untilPhase(visit: Visit, phase: string): Promise<unknown> {
  return visit.until(
    (css: string, wanted: string) => document.querySelector(css)?.getAttribute("data-phase") === wanted,
    `the enquiry's ${phase}`,
    SLOT,
    phase,
  );
}

export const queued = (visit: Visit) =>
  visit.driver.run(() => (JSON.parse(localStorage.getItem("enquiryQueue") ?? "[]") as unknown[]).length);

/** Waits until the worker controls the page: it registers when the page is idle and takes the page at once. */
export function workerInControl(visit: Visit): Promise<unknown> {
  return poll(
    () => visit.driver.run(() => navigator.serviceWorker.controller !== null),
    "the service worker to control the page",
    { timeout: 40_000 },
  );
}

/** The islands that start after the first paint have started (those that start near the screen may not have). */
function islandsStarted(visit: Visit): Promise<unknown> {
  return visit.until(
    () => document.querySelector('astro-island[client="afterpaint"][ssr]') === null,
    "the page's islands to start",
  );
}

/** The page's fonts are loaded and in use: nothing the page asked for is still on its way. */
function fontsApplied(visit: Visit): Promise<unknown> {
  return visit.until(
    (attribute: string) => document.documentElement.hasAttribute(attribute),
    "the page's fonts",
    FONTS_APPLIED_ATTRIBUTE,
  );
}

/** The site's script has started on this page (header, language links, enquiry queue, worker). */
export function siteScriptStarted(visit: Visit): Promise<unknown> {
  return visit.until(
    () => document.querySelector('astro-island[component-export="SiteScript"][ssr]') === null,
    "the site script",
  );
}

/** The visitor's paths, in Firefox and WebKitGTK alike, at a desktop's size and at a phone's. */
export function visitorPaths(suite: Suite) {
  for (const size of [DESKTOP, PHONE]) {
    describe(`at ${size.width} × ${size.height}`, () => {
      const at = (title: string, body: (visit: Visit) => Promise<void>) => scenario(suite, title, size, body);

      if (size === PHONE)
        at("the phone menu opens from its button, closes from it, and a link in it closes it", async (visit) => {
          await visit.open(`${suite.site.origin}/blog`);
          await siteScriptStarted(visit);
          assert.equal(await visit.isVisible(MENU), false, "the menu before its button is pressed");
          await visit.click(MENU_BUTTON);
          await visit.untilVisible(MENU, true);
          await visit.click(MENU_BUTTON);
          await visit.untilVisible(MENU, false);
          await visit.click(MENU_BUTTON);
          const gallery = siteNav.find((item) => item.href.endsWith("#gallery"))!;
          await visit.click({ css: `${MENU} a`, name: gallery.label });
          await poll(() => visit.path(), "the home page's gallery", { accept: (path) => path === "/#gallery" });
          assert.equal(await visit.isVisible(MENU), false, "the menu after a link in it was followed");
        });

      at("the language switch leads to the Telugu page and back", async (visit) => {
        await visit.open(`${suite.site.origin}/`);
        await siteScriptStarted(visit);
        await visit.click(`header a[hreflang="${telugu.hreflang}"]`);
        await visit.until(
          () => document.documentElement.lang === "te" && location.pathname === "/te/",
          "the Telugu home page",
        );
        await siteScriptStarted(visit);
        await visit.click(`header a[hreflang="${english.hreflang}"]`);
        await visit.until(
          () => document.documentElement.lang === "en" && location.pathname === "/",
          "the English home page",
        );
      });

      at("an enquiry in the site's own form is sent to HubSpot and thanked for", async (visit) => {
        await sendEnquiry(visit, suite.site.origin, {
          name: "Ravi Kumar",
          phone: "98765 43210",
          email: "ravi@example.com",
        });
        await untilPhase(visit, "thanks");
        assert.equal(suite.site.hubspot.received.length, 1);
        const { firstname, lastname, email, landing } = fieldsOf(suite.site.hubspot.received[0]);
        assert.deepEqual(
          { firstname, lastname, email, landing },
          { firstname: "Ravi", lastname: "Kumar", email: "ravi@example.com", landing: "home" },
        );
        assert.match(await visit.text(SLOT), new RegExp(literal(enquiry.thanks)));
      });

      at("an enquiry HubSpot cannot take is kept on the device and sent once, on the next visit", async (visit) => {
        suite.site.hubspot.status = 0;
        await sendEnquiry(visit, suite.site.origin, {
          name: "Lakshmi",
          phone: "9123456789",
          email: "lakshmi@example.com",
        });
        await untilPhase(visit, "unreachable");
        assert.match(await visit.text(SLOT), new RegExp(literal(enquiry.unreachable.heading)));
        // No Background Sync in this engine: the page keeps it (localStorage), not the service worker.
        assert.equal(await queued(visit), 1);
        assert.deepEqual(suite.site.hubspot.received, []);

        suite.site.hubspot.status = 200;
        await visit.open(`${suite.site.origin}/blog`);
        await poll(async () => suite.site.hubspot.received.length, "the kept enquiry to be sent", {
          accept: (count) => count === 1,
        });
        await visit.until(() => localStorage.getItem("enquiryQueue") === null, "the page's queue to empty");
        await visit.open(`${suite.site.origin}/flats`);
        await siteScriptStarted(visit);
        assert.equal(suite.site.hubspot.received.length, 1, "sent once");
        assert.equal(fieldsOf(suite.site.hubspot.received[0]).firstname, "Lakshmi");
      });

      at(
        "a site visit booked on a flat's page reaches HubSpot, and its calendar file holds the visit",
        async (visit) => {
          await visit.open(`${suite.site.origin}/flats/${FLAT}`);
          await visit.click({ css: "#site-visit button", name: visitSection.choose });
          const dialog = "dialog[open]";
          await visit.click({ css: `${dialog} input[name=day]:not(:disabled)`, index: -1 });
          await visit.click({ css: `${dialog} input[name=time]`, index: 1 });
          const chosen = await visit.driver.run((css: string) => {
            const value = (name: string) =>
              document.querySelector<HTMLInputElement>(`${css} input[name=${name}]:checked`)?.value;
            return { date: value("day") ?? "", start: value("time") ?? "" };
          }, dialog);
          await visit.fill(`${dialog} input[name=name]`, "Kiran Babu");
          await visit.fill(`${dialog} input[name=phone]`, "9000000003");
          await visit.driver.press("Enter");
          await visit.until(() => location.pathname === "/thank-you", "the thank-you page");
          const fields = fieldsOf(suite.site.hubspot.received[0]);
          assert.equal(fields.visit_date, chosen.date);
          assert.equal(fields.visit_slot?.slice(0, 5), chosen.start);
          assert.equal(fields.flat_unit, FLAT);
          // The page shows what the tab kept of the booking, in an island of its own.
          const details = await poll(
            () =>
              visit.driver.run(() => ({
                confirmation: document.querySelector("[data-visit-confirmation]") !== null,
                started: document.querySelector('astro-island[component-export="EnquiryDetails"]:not([ssr])') !== null,
                text: document.querySelector('astro-island[component-export="EnquiryDetails"]')?.textContent ?? "",
              })),
            "the booking's details on the thank-you page",
            { accept: ({ confirmation, started, text }) => confirmation || (started && text !== "") },
          );
          assert.ok(details.confirmation, `the thank-you page shows "${details.text}" where the visit should be`);

          // The calendar file is made in the page and downloaded from a link: kept here instead of saved.
          await visit.driver.run(keepDownloads);
          await visit.click({ css: "[data-visit-confirmation] button", name: visitConfirmation.addToCalendar });
          const file = (await poll(() => visit.driver.run(readDownload), "the calendar file"))!;
          assert.match(file.name, new RegExp(`${chosen.date}\\.ics$`));
          const events = new ICAL.Component(ICAL.parse(file.text)).getAllSubcomponents("vevent");
          assert.equal(events.length, 1);
          const event = new ICAL.Event(events[0]);
          assert.equal(
            event.startDate.toJSDate().toISOString(),
            new Date(`${chosen.date}T${chosen.start}:00+05:30`).toISOString(),
          );
          assert.match(event.location, new RegExp(literal(siteSettings.address.locality)));
        },
      );

      at("the flats' filters leave the 2 BHK flats, then the available ones", async (visit) => {
        const twoBhk = flats.filter((flat) => floorPlans.find((plan) => plan.id === flat.plan)?.type === "2 BHK");
        const available = twoBhk.filter((flat) => flat.status === "available");
        await visit.open(`${suite.site.origin}/flats`);
        await visit.click({ css: `[role=group][aria-label="${flatTexts.list.bhkLabel}"] button`, name: /^2 BHK/ });
        await visit.until(
          (text: string) => document.querySelector("[data-flats-showing]")?.textContent === text,
          "the 2 BHK count",
          `Showing ${twoBhk.length} flats`,
        );
        assert.equal(await matching(visit), twoBhk.length);
        await visit.click({ css: "label", name: new RegExp(`^${flatTexts.list.availableOnly}`) });
        await visit.until(
          (count: number) => document.querySelectorAll('td[data-match="true"]').length === count,
          "the available 2 BHK flats",
          available.length,
        );
      });

      if (size === PHONE) liveStatus(suite, size);
      if (size === PHONE) holdFlat(suite, size);

      at("the EMI calculator answers the keyboard on its tenure slider", async (visit) => {
        await visit.open(`${suite.site.origin}/flats/${FLAT}`);
        const tenure = { css: "input[type=range]", name: flatTexts.emi.tenure };
        await visit.control(tenure);
        const before = await visit.text(EMI);
        await visit.press(tenure, "ArrowRight");
        await visit.until(
          (years: string) => document.body.textContent?.includes(years),
          "21 years",
          `21 ${flatTexts.emi.years}`,
        );
        assert.notEqual(await visit.text(EMI), before, "the EMI after a year more");
      });

      at("the consent panel shows, takes Reject and Accept, and opens again from the footer", async (visit) => {
        const { origin } = suite.tracking;
        const panel = "#privacy-choices-panel";
        await visit.driver.open(`${origin}${BLANK_PATH}`, visit.size);
        await visit.driver.run(() => localStorage.clear());
        await visit.open(`${origin}/`);
        await visit.until(
          (css: string) => document.querySelector(css)?.hasAttribute("hidden") === false,
          "the consent panel",
          panel,
        );
        await visit.click({ css: `${panel} button`, name: privacyChoices.reject });
        await visit.until(
          (css: string) => document.querySelector(css)?.hasAttribute("hidden"),
          "the panel to close",
          panel,
        );
        await visit.open(`${origin}/flats`);
        await siteScriptStarted(visit);
        assert.equal(await visit.isVisible(panel), false, "the panel once the visitor has chosen");
        await visit.click({ css: "footer a[data-privacy-choices-link]", name: privacyChoices.footerLink });
        await visit.until(
          (css: string) => document.querySelector(css)?.hasAttribute("hidden") === false,
          "the panel from the footer",
          panel,
        );
        await visit.click({ css: `${panel} button`, name: privacyChoices.accept });
        await visit.until(
          (css: string) => document.querySelector(css)?.hasAttribute("hidden"),
          "the panel to close",
          panel,
        );
        const stored = await visit.driver.run((key: string) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
        assert.match(stored ?? "", /measurement/);
      });

      at("the Telugu home page is in Telugu, drawn in its Telugu font", async (visit) => {
        await visit.open(`${suite.site.origin}/te/`);
        assert.equal(await visit.driver.run(() => document.documentElement.lang), "te");
        assert.equal(await visit.text("h1"), teluguHeadline);
        await visit.until(() => document.documentElement.hasAttribute("data-fonts-applied"), "the web fonts");
        const font = await visit.driver.run(() => ({
          loaded: Array.from(document.fonts)
            .filter((face) => face.family.replace(/"/g, "") === "Noto Sans Telugu Web" && face.status === "loaded")
            .map((face) => face.weight)
            .sort(),
          heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        }));
        assert.deepEqual(font.loaded, ["400", "700"]);
        assert.match(font.heading, /Noto Sans Telugu Web/);
      });

      at("offline, a page never opened shows the site's offline page, from the service worker", async (visit) => {
        await visit.open(`${suite.site.origin}/`);
        await workerInControl(visit);
        // Each page is left once its scripts and its fonts stylesheet have come: Firefox reports a load that a
        // navigation cuts short under a worker as an error of the page ("A ServiceWorker intercepted the request and
        // encountered an unexpected error"), which would be the test's doing, not the site's.
        await islandsStarted(visit);
        await fontsApplied(visit);
        await suite.site.setOffline(true);
        try {
          // A link followed without a connection: the worker answers for the site.
          await visit.driver.run(() => location.assign("/privacy-policy"));
          const shown = await shownPage(visit, (page) => page.path === "/privacy-policy");
          assert.equal(shown.heading, offline.heading, `the browser shows: ${shown.title} (${shown.address})`);
          // Its scripts and fonts, too, come from the worker's precache; the page is left once they have.
          await islandsStarted(visit);
          await fontsApplied(visit);
        } finally {
          await suite.site.setOffline(false);
          // What the worker met offline stays with it (Firefox's: the next pages' files fail): the next test gets a new one.
          await visit.driver.open(`${suite.site.origin}${BLANK_PATH}`, visit.size);
          await visit.driver.run(forgetServiceWorker);
        }
      });
    });
  }
}

/**
 * The page the browser shows, once it has a title: the site's, or the browser's own error page (whose address is
 * then its own, as Firefox's about:neterror), as soon as `arrived` says so.
 */
export function shownPage(visit: Visit, arrived: (page: { path: string; address: string }) => boolean) {
  return poll(
    () =>
      visit.driver.run(() => ({
        path: location.pathname,
        address: document.documentURI,
        title: document.title,
        heading: document.querySelector("h1")?.textContent ?? "",
      })),
    "the page, or the browser's error page",
    { accept: (page) => page.title !== "" && (arrived(page) || !page.address.startsWith("https:")), timeout: 20_000 },
  );
}

/** How many flats the filters leave. */
function matching(visit: Visit): Promise<number> {
  return visit.driver.run(() => document.querySelectorAll('td[data-match="true"]').length);
}

/** In the page: files a link would download are kept, the last one readable by readDownload. */
function keepDownloads(): void {
  const kept = window as unknown as { engineBlobs: Blob[]; engineDownload: string };
  kept.engineBlobs = [];
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob) => {
    kept.engineBlobs.push(blob);
    return create(blob);
  };
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[download]") : null;
      if (!link) return;
      kept.engineDownload = link.download;
      event.preventDefault();
    },
    true,
  );
}

async function readDownload(): Promise<{ name: string; text: string } | null> {
  const kept = window as unknown as { engineBlobs: Blob[]; engineDownload?: string };
  const blob = kept.engineBlobs.at(-1);
  return blob && kept.engineDownload ? { name: kept.engineDownload, text: await blob.text() } : null;
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A flat booked in HubSpot (its stand-in) shows as booked on its page, drawn by the plain script, and in the grid of
 * /flats, an island, without a rebuild (docs/decisions/0039-live-inventory-from-hubspot.md).
 */
function liveStatus(suite: Suite, size: Size) {
  scenario(suite, "a flat booked in HubSpot shows as booked on its page and on /flats", size, async (visit) => {
    suite.crm.setStatus(FLAT, "booked");
    try {
      await new Promise((resolve) => setTimeout(resolve, STATUS_MAX_AGE * 1000 + 200));
      await visit.open(`${suite.site.origin}/flats/${FLAT}`);
      await visit.until(
        (css: string, word: string) =>
          [...document.querySelectorAll(css)].every((badge) => badge.textContent === word) &&
          document.querySelectorAll(css).length === 2,
        "the flat's badges to say booked",
        `[data-live-status="${FLAT}"]`,
        flatTexts.words.status.booked,
      );
      await visit.open(`${suite.site.origin}/flats`);
      await visit.until(
        (css: string) => document.querySelector(css)?.getAttribute("data-status") === "booked",
        "the flat's tile to say booked",
        `a[data-unit="${FLAT}"]`,
      );
    } finally {
      suite.crm.setStatus(FLAT, "available");
      await new Promise((resolve) => setTimeout(resolve, STATUS_MAX_AGE * 1000 + 200));
    }
  });
}

/** A flat held from its page (docs/decisions/0040-holding-a-flat.md): the dialog, the bot check, the function's hold. */
function holdFlat(suite: Suite, size: Size) {
  // Not the sample flat, which the other scenarios want available.
  const unit = flats.find((flat) => flat.status === "available" && flat.unit !== FLAT)!.unit;
  const { form, held } = wordsIn("en").hold;
  const dialog = "[data-hold-dialog] dialog";
  scenario(suite, "a flat held from its page is on hold in HubSpot, in the buyer's name", size, async (visit) => {
    await visit.open(`${suite.site.origin}/flats/${unit}`);
    // The link opens the dialog once the page's live-status script has started; before, it leads to the enquiry.
    await islandsStarted(visit);
    await visit.click({ css: "a[data-hold]" });
    await visit.fill({ css: `${dialog} input`, name: form.name }, "Priya Reddy");
    await visit.fill({ css: `${dialog} input`, name: form.phone }, "98480 12345");
    await visit.click({ css: `${dialog} input[type=checkbox]`, name: form.agree });
    await visit.click({ css: `${dialog} button[type=submit]`, name: form.send });
    await visit.until(
      (css: string, heading: string) => document.querySelector(css)?.textContent?.includes(heading),
      "the hold's confirmation",
      dialog,
      fill(held.heading, { unit }),
    );
    assert.equal(suite.crm.listing(unit).flat_status, "on_hold", "the flat's listing in HubSpot");
  });
}
