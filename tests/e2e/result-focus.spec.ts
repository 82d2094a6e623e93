import type { Locator, Page } from "@playwright/test";
import { enquiryContent } from "#content/enquiry.ts";
import { fillValues } from "#content/values.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { sendOwnForm } from "./enquiry-steps";
import { expect, test, waitForHydration } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed } from "./hubspot-stand-in";
import { chooseVisit, fillVisitor, openPicker } from "./site-visit-steps";

const { enquiry } = enquiryContent(wordsIn("en"));
const referralPage = wordsIn("en").referral;
const { confirmation: visitConfirmation, picker: visitPicker } = wordsIn("en").visitBooking;

/**
 * A form sent in place (the enquiry, a referral, a visit kept on the device) gives way to a shorter message. The
 * button pressed goes with the form: the focus moves to the message, not to the page's body, and the message shows
 * below the fixed site header, not under it or above the screen (app/utils/use-result-focus.ts).
 */

/**
 * The focus is inside `result`, and `heading` starts below the site header (in a dialog, below the top of the dialog's
 * scrolling box) and above the bottom of the screen.
 */
async function expectFocusedAndInView(page: Page, result: Locator, heading: Locator, scrollBox?: Locator) {
  await expect
    .poll(() => result.evaluate((element) => element.contains(document.activeElement)), "the focus is in the result")
    .toBe(true);
  const edge = scrollBox ?? page.locator("header[data-scrolled]");
  // The scroll may be smooth: wait until it has brought the heading there.
  await expect
    .poll(async () => {
      const top = (await heading.boundingBox())!.y;
      const box = (await edge.boundingBox())!;
      const below = scrollBox ? box.y : box.y + box.height;
      return top >= below - 0.5 && top < page.viewportSize()!.height;
    }, "the heading is below the site header and on the screen")
    .toBe(true);
}

test("a sent enquiry's thanks take the focus and show below the site header", async ({ page }) => {
  await blockHubspotEmbed(page);
  await answerSubmissions(page, () => 200);
  await page.goto("/#enquire");
  await sendOwnForm(page, { name: "Ravi Kumar", phone: "+91 98765 43210", email: "ravi@example.com" });
  const thanks = page.locator("[data-enquiry-slot]").getByRole("status");
  await expect(thanks).toContainText(enquiry.thanks);
  await expectFocusedAndInView(page, thanks, thanks.getByText(enquiry.thanks));
});

test("an enquiry kept on the device says so with the focus on it, below the site header", async ({ page, context }) => {
  await blockHubspotEmbed(page);
  await answerSubmissions(page, () => 200);
  await page.goto("/#enquire");
  // The site's own form has come (its code too); then the connection goes.
  await expect(page.getByRole("form", { name: enquiry.form.label })).toBeVisible();
  await context.setOffline(true);
  await sendOwnForm(page, { name: "Anil", phone: "9000000001", email: "anil@example.com" });
  const saved = page.locator("[data-enquiry-slot]").getByRole("status");
  await expect(saved).toContainText(enquiry.saved.heading);
  await expectFocusedAndInView(page, saved, saved.getByText(enquiry.saved.heading));
});

test("a sent referral's thanks take the focus and show below the site header", async ({ page }) => {
  await answerSubmissions(page, () => 200);
  await page.goto("/refer");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: referralPage.form.label });
  await form.getByLabel(referralPage.form.yourName).fill("Srinivas Rao");
  await form.getByLabel(referralPage.form.yourPhone).fill("9848022337");
  await form.getByLabel(referralPage.form.friendName).fill("Padma");
  await form.getByLabel(referralPage.form.friendPhone).fill("98480 22338");
  await form.getByRole("button", { name: referralPage.form.send }).click();
  const sent = page.locator("[data-referral=sent]");
  const words = fillValues(referralPage.sent, { friend: "Padma" });
  await expect(sent).toContainText(words);
  await expectFocusedAndInView(page, sent, sent.getByText(words));
});

test("a visit booked while offline shows its confirmation in the picker with the focus on it", async ({
  page,
  context,
}) => {
  await blockHubspotEmbed(page);
  await answerSubmissions(page, () => 200);
  const dialog = await openPicker(page, "/");
  await chooseVisit(dialog);
  await fillVisitor(dialog, "Lakshmi", "9000000001");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: visitPicker.send }).click();
  const confirmation = dialog.locator("[data-visit-confirmation=saved]");
  await expectFocusedAndInView(
    page,
    confirmation,
    confirmation.getByRole("heading", { name: visitConfirmation.savedHeading }),
    // The dialog's content, which scrolls inside it (app/components/ui/dialog.tsx).
    dialog.locator("> div"),
  );
});
