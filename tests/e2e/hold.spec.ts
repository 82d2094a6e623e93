import { flats, flatsContent } from "#content/flats.ts";
import { holdRules } from "#content/holds.ts";
import { fill, groupIndian } from "#content/money.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { RAZORPAY_WEBHOOK_PATH } from "#hosting/worker/payments.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "#tests/stand-ins/razorpay.ts";
import { expect, test } from "./fixtures";
import { expectAccessible, fillHold, flatPageOf, holdWords, openHold } from "./hold-steps";
import { answerSubmissions, blockHubspotEmbed, fieldsOf } from "./hubspot-stand-in";
import { type SiteWithFunctions, startSiteWithFunctions } from "./site-with-functions";

/**
 * Holding a flat, the whole path (docs/decisions/0040-holding-a-flat.md): the site as built, served with its function
 * on workerd (its Durable Objects too), writing to a HubSpot stand-in, the token paid on a Razorpay stand-in's page.
 * The function is built as if content/holds.yaml set a token (LOCAL_HOLD_TOKEN); the statuses' cache is a second.
 */
const TOKEN_RUPEES = 25_000;
const statusWords = {
  en: flatsContent(wordsIn("en")).flatTexts.words.status,
  te: flatsContent(wordsIn("te")).flatTexts.words.status,
};
const receiptWords = { en: wordsIn("en").holdReceipt, te: wordsIn("te").holdReceipt };
const free = flats.filter((flat) => flat.status === "available").map((flat) => flat.unit);
const unitFor = { en: free[0]!, te: free[1]! };

let crm: CrmStandIn;
let razorpay: RazorpayStandIn;
let site: SiteWithFunctions;

test.describe.configure({ mode: "serial" });
// One server of its own, on one phone: the dialog is the same at every width (hold-ui.spec.ts looks at both).
test.skip(({ isMobile }) => !isMobile, "on the phone project only");

test.beforeAll(async () => {
  crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
  razorpay = await startRazorpayStandIn(() => `${site.origin}${RAZORPAY_WEBHOOK_PATH}`);
  site = await startSiteWithFunctions({
    HUBSPOT_TOKEN: crm.token,
    HUBSPOT_API: crm.api,
    STATUS_MAX_AGE: "1",
    HOLD_CHECK_SECONDS: "1",
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API: razorpay.api,
    LOCAL_HOLD_TOKEN: String(TOKEN_RUPEES),
  });
});

test.afterAll(async () => {
  await site.stop();
  await razorpay.close();
  await crm.close();
});

for (const language of ["en", "te"] as const) {
  test(`a flat held from its page is on hold in HubSpot and for the next visitor, and its token paid shows on the receipt (${language})`, async ({
    page,
    browser,
  }) => {
    const unit = unitFor[language];
    const words = holdWords[language];
    const dialog = await openHold(page, language, unit, site.origin);
    await fillHold(dialog, language, language === "en" ? "98480 12345" : "+1 415 555 0100");
    await expect(dialog.getByRole("heading", { name: fill(words.held.heading, { unit }) })).toBeFocused();

    // The sales desk's HubSpot: the listing on hold, until the end the buyer was shown, with the buyer's contact.
    const listing = crm.listing(unit);
    expect(listing.flat_status).toBe("on_hold");
    await expect(dialog.locator(`time[datetime="${new Date(listing.hold_ends_at!).toISOString()}"]`)).toBeVisible();
    expect(
      crm.contacts().find((contact) => contact.listings.length > 0 && contact.properties.firstname === "Priya Reddy"),
    ).toBeTruthy();

    // Another visitor, a second later: the flat on hold, and no "Hold this flat".
    const other = await browser.newPage();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await other.goto(`${site.origin}${flatPageOf(language, unit)}`);
    for (const badge of await other.locator(`[data-live-status="${unit}"]`).all())
      await expect(badge).toHaveText(statusWords[language]["on-hold"]);
    await expect(other.getByRole("link", { name: fill(words.link, { hours: holdRules.hours }) })).toBeHidden();
    await other.close();

    // The token: offered with its amount, paid on Razorpay's page, confirmed by its webhook on the receipt.
    const pay = dialog.getByRole("button", { name: fill(words.held.token.pay, { amount: groupIndian(TOKEN_RUPEES) }) });
    await expect(pay).toBeVisible();
    await expectAccessible(page, dialog, `held, with the token (${language})`, language);
    await pay.click();
    await page.waitForURL(`${razorpay.api}/pay/**`);
    await page.getByRole("button").click();
    await page.waitForURL(new RegExp(`${language === "te" ? "/te" : ""}/hold\\?id=`));
    const paymentId = crm.listing(unit).hold_payment_id!;
    expect(crm.listing(unit).hold_token).toBe("paid");
    await expect(page.getByText(fill(receiptWords[language].token.paid, { paymentId }))).toBeVisible();
  });
}

test("HubSpot down: the hold request reaches the sales desk through the enquiry path, once", async ({ page }) => {
  await blockHubspotEmbed(page);
  const submitted = await answerSubmissions(page, () => 200);
  crm.setMode("down");
  try {
    const unit = free[2]!;
    const dialog = await openHold(page, "en", unit, site.origin);
    await fillHold(dialog, "en", "98480 54321");
    await expect(dialog.getByRole("heading", { name: holdWords.en.fallback.heading })).toBeFocused();
    expect(submitted).toHaveLength(1);
    expect(fieldsOf(submitted[0])).toMatchObject({ flat_unit: unit, hold_request: `Hold request for ${unit}` });
    expect(crm.listing(unit).flat_status).toBe("available");
  } finally {
    crm.setMode("ok");
  }
});
