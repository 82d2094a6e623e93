import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { flatsContent } from "#content/flats.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { launchWpe } from "./browsers";
import { PORTS, scenario, useEngine } from "./engine-suite";
import {
  EMI,
  FLAT,
  MENU,
  MENU_BUTTON,
  queued,
  sendEnquiry,
  shownPage,
  siteScriptStarted,
  untilPhase,
  workerInControl,
} from "./scenarios";
import { BLANK_PATH } from "./site-front";

const { flatTexts } = flatsContent(wordsIn("en"));

/**
 * WPE WebKit 2.38 (2022-23, its user agent says Safari 16.0) in cog's headless platform, standing in for the iPhones
 * that stop at iOS 16: no Popover API, no content-visibility, no requestIdleCallback, no Background Sync. Its view
 * is a fixed 800 × 600, so the site lays out as on a tablet, with the phone's menu button. Only what these engines
 * lack is checked here: docs/decisions/0029-every-engine.md.
 */
const suite = useEngine((site) => launchWpe(site.proxy, PORTS.webdriver));
const VIEW = { width: 800, height: 600 };

describe("WPE WebKit (old Safari)", () => {
  it("is Debian's WPE WebKit, without what Safari 17 brought", async (t) => {
    t.diagnostic(suite.driver.name);
    await suite.driver.open(`${suite.site.origin}${BLANK_PATH}`, VIEW);
    const has = await suite.driver.run(() => ({
      popover: "popover" in HTMLElement.prototype,
      contentVisibility: CSS.supports("content-visibility", "auto"),
      requestIdleCallback: "requestIdleCallback" in window,
      backgroundSync: "SyncManager" in window,
    }));
    t.diagnostic(JSON.stringify(has));
    assert.deepEqual(has, {
      popover: false,
      contentVisibility: false,
      requestIdleCallback: false,
      backgroundSync: false,
    });
  });

  // First, while this engine has cached no page: the next test shows why.
  scenario(
    suite,
    "without requestIdleCallback or Background Sync, the worker takes the page, and a kept enquiry is sent on the next visit",
    VIEW,
    async (visit) => {
      await visit.open(`${suite.site.origin}/blog`);
      await workerInControl(visit);
      suite.site.hubspot.status = 0;
      const lakshmi = { name: "Lakshmi", phone: "9123456789", email: "lakshmi@example.com" };
      await sendEnquiry(visit, suite.site.origin, lakshmi, "Enter");
      await untilPhase(visit, "unreachable");
      assert.equal(await queued(visit), 1);
      suite.site.hubspot.status = 200;
      await visit.open(`${suite.site.origin}/flats`);
      await visit.until(() => localStorage.getItem("enquiryQueue") === null, "the page's queue to empty");
      assert.equal(suite.site.hubspot.received.length, 1);
    },
    { firstVisit: true },
  );

  scenario(suite, "pages visited before open again once the worker is in control", VIEW, async (visit) => {
    await visit.open(`${suite.site.origin}/blog`);
    await workerInControl(visit);
    // Each asked again through the worker (its navigation preload), the site answers 304 Not Modified.
    for (const page of ["/", "/blog"]) {
      await visit.driver.open(`${suite.site.origin}${page}`, VIEW);
      const shown = await shownPage(visit, ({ path }) => path === page);
      assert.equal(shown.address, `${suite.site.origin}${page}`, `the browser shows: ${shown.title}`);
    }
  });

  // Each test below starts without the worker, which would otherwise meet pages cached above.
  scenario(
    suite,
    "the menu stays hidden until its button is pressed, which opens and closes it (issue 50)",
    VIEW,
    async (visit) => {
      await visit.open(`${suite.site.origin}/blog`);
      await siteScriptStarted(visit);
      assert.equal(await visit.isVisible(MENU), false, "the menu shows before its button is pressed");
      await visit.click(MENU_BUTTON);
      await visit.untilVisible(MENU, true);
      await visit.click(MENU_BUTTON);
      await visit.untilVisible(MENU, false);
    },
    { firstVisit: true },
  );

  // Keys, not clicks, below: the menu that stays open (above) covers the top of the screen.
  scenario(
    suite,
    "without content-visibility, the home page's enquiry form far down the page sends an enquiry",
    VIEW,
    async (visit) => {
      const ravi = { name: "Ravi Kumar", phone: "98765 43210", email: "ravi@example.com" };
      await sendEnquiry(visit, suite.site.origin, ravi, "Enter");
      await untilPhase(visit, "thanks");
      assert.equal(suite.site.hubspot.received.length, 1);
    },
    { firstVisit: true },
  );

  scenario(
    suite,
    "without content-visibility, the EMI calculator down a flat's page answers the keyboard",
    VIEW,
    async (visit) => {
      await visit.open(`${suite.site.origin}/flats/${FLAT}`);
      const before = await visit.text(EMI);
      await visit.press({ css: "input[type=range]", name: flatTexts.emi.tenure }, "ArrowRight");
      await visit.until(
        (years: string) => document.body.textContent?.includes(years),
        "21 years",
        `21 ${flatTexts.emi.years}`,
      );
      assert.notEqual(await visit.text(EMI), before);
    },
    { firstVisit: true },
  );

  // Pages not opened above.
  const pages = ["/te/", "/progress", "/approvals", `/te/flats/${FLAT}`];
  scenario(
    suite,
    `pages load and start with no console or page error: ${pages.join(", ")}`,
    VIEW,
    async (visit) => {
      for (const page of pages) {
        await visit.open(`${suite.site.origin}${page}`);
        await siteScriptStarted(visit);
      }
    },
    { firstVisit: true },
  );
});
