import { enquiryContent } from "#content/enquiry.ts";
import englishNavigation from "#content/generated/navigation.ts";
import english from "#content/generated/referral.ts";
import teluguNavigation from "#content/generated/te/navigation.ts";
import telugu from "#content/generated/te/referral.ts";
import { languages, pathIn } from "#content/languages.ts";
import { siteSettings } from "#content/site.ts";
import { fillValues } from "#content/values.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { answerSubmissions, fieldsOf } from "./hubspot-stand-in";

const { enquiry } = enquiryContent(wordsIn("en"));
const referralPage = wordsIn("en").referral;

/**
 * Refer a friend (/refer, content/en/referral.yaml): a short form that goes through the same path as every enquiry
 * (HubSpot's endpoint, or the device's queue) and is never lost.
 */

test.describe("referring a friend", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the logic; the screenshots cover both");

  for (const [language, words] of [
    [languages[0], english],
    [languages[1], telugu],
  ] as const) {
    test(`the referral reaches HubSpot with the visitor and the friend, once, and is thanked for (${language.code})`, async ({
      page,
    }) => {
      const posted = await answerSubmissions(page, () => 200);
      await page.goto(pathIn(language, "/refer"));
      await waitForHydration(page);
      await page.getByLabel(words.form.yourName).fill("Srinivas Rao");
      // A visitor abroad gives a number with its country code.
      await page.getByLabel(words.form.yourPhone).fill("+1 (201) 555-0123");
      await page.getByLabel(words.form.friendName).fill("Padma");
      await page.getByLabel(words.form.friendPhone).fill("98480 22338");
      await page.getByRole("button", { name: words.form.send }).click();

      await expect(page.getByRole("status")).toContainText(fillValues(words.sent, { friend: "Padma" }));
      expect(posted).toHaveLength(1);
      expect(fieldsOf(posted[0])).toEqual({
        firstname: "Srinivas",
        lastname: "Rao",
        phone: "+12015550123",
        landing: "refer",
        page_language: language.code,
        referral_name: "Padma",
        referral_phone: "+919848022338",
      });
    });
  }

  test("a friend's number that is the visitor's own, or no number, is refused, with the focus on it", async ({
    page,
  }) => {
    const posted = await answerSubmissions(page, () => 200);
    await page.goto("/refer");
    await waitForHydration(page);
    await page.getByRole("button", { name: english.form.send }).click();
    await expect(page.getByLabel(english.form.yourName)).toBeFocused();
    await expect(page.getByText(referralPage.errors.friendName)).toBeVisible();
    await expectNoViolations(page, "referral with errors");

    await page.getByLabel(english.form.yourName).fill("Srinivas");
    await page.getByLabel(english.form.yourPhone).fill("9848022338");
    await page.getByLabel(english.form.friendName).fill("Padma");
    await page.getByLabel(english.form.friendPhone).fill("+91 98480 22338");
    await page.getByRole("button", { name: english.form.send }).click();
    await expect(page.getByLabel(english.form.friendPhone)).toBeFocused();
    await expect(page.getByLabel(english.form.friendPhone)).toHaveAccessibleDescription(referralPage.errors.samePhone);
    await page.getByLabel(english.form.friendPhone).fill("123");
    await page.getByRole("button", { name: english.form.send }).click();
    await expect(page.getByLabel(english.form.friendPhone)).toHaveAccessibleDescription(enquiry.errors.phone);
    expect(posted).toEqual([]);
  });

  test("a referral made offline is kept on the device, said so, and sent once the connection returns", async ({
    page,
    context,
  }) => {
    const posted = await answerSubmissions(page, () => 200);
    await page.goto("/refer");
    await waitForHydration(page);
    await page.getByLabel(english.form.yourName).fill("Lakshmi");
    await page.getByLabel(english.form.yourPhone).fill("9000000001");
    await page.getByLabel(english.form.friendName).fill("Ramesh");
    await page.getByLabel(english.form.friendPhone).fill("9000000002");
    await context.setOffline(true);
    await page.getByRole("button", { name: english.form.send }).click();
    await expect(page.getByRole("status")).toContainText(enquiry.saved.heading);
    expect(posted).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => posted.length).toBe(1);
    expect(fieldsOf(posted[0])).toMatchObject({ landing: "refer", referral_name: "Ramesh" });
    // Sent once: another visit finds nothing left to send.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("enquiryQueue") ?? "[]")).toBe("[]");
    expect(posted).toHaveLength(1);
  });
});

test.describe("a referral HubSpot cannot be reached for", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough");

  test("online but blocked, it is kept, said so, and offered by WhatsApp written out", async ({ page }) => {
    let status = 503;
    const posted = await answerSubmissions(page, () => status);
    await page.goto("/refer");
    await waitForHydration(page);
    await page.getByLabel(english.form.yourName).fill("Srinivas");
    await page.getByLabel(english.form.yourPhone).fill("9848022338");
    await page.getByLabel(english.form.friendName).fill("Padma");
    await page.getByLabel(english.form.friendPhone).fill("9000000002");
    await page.getByRole("button", { name: english.form.send }).click();

    await expect(page.getByRole("status")).toContainText(enquiry.unreachable.heading);
    const whatsapp = new URL(
      (await page.getByRole("link", { name: new RegExp(enquiry.unreachable.whatsapp) }).getAttribute("href"))!,
    );
    expect(whatsapp.searchParams.get("text")).toBe(
      fillValues(english.unreachableMessage, {
        name: "Srinivas",
        phone: "9848022338",
        friendName: "Padma",
        friendPhone: "9000000002",
      }),
    );
    expect(posted).toEqual([]);
    // Kept, and sent on the next visit once HubSpot answers.
    status = 200;
    await page.reload();
    await expect.poll(() => posted.length).toBe(1);
    expect(fieldsOf(posted[0])).toMatchObject({ landing: "refer", referral_name: "Padma" });
  });
});

test.describe("/refer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "once is enough");

  for (const [language, words] of [
    [languages[0], english],
    [languages[1], telugu],
  ] as const) {
    test(`the reward and WhatsApp and a call to refer by (${language.code})`, async ({ page }) => {
      await page.goto(pathIn(language, "/refer"));
      await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      if (words.reward) await expect(page.locator("[data-reward]")).toHaveText(words.reward);
      const whatsapp = new URL((await page.locator('[data-referral] a[href^="https://wa.me/"]').getAttribute("href"))!);
      expect(whatsapp.pathname).toBe(`/${siteSettings.whatsapp.number}`);
      expect(whatsapp.searchParams.get("text")).toContain(siteSettings.projectName);
      await expect(page.locator('[data-referral] a[href^="tel:"]')).toHaveAttribute(
        "href",
        `tel:${siteSettings.phones[0].tel}`,
      );
      await expect(page.getByRole("form")).toHaveCount(0);
    });
  }
});

test("the site's footer links to /refer in each language", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the links, not the layout");
  for (const [path, label, target] of [
    ["/flats", englishNavigation.footer.refer, "/refer"],
    ["/te/flats", teluguNavigation.footer.refer, "/te/refer"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("footer").getByRole("link", { name: label })).toHaveAttribute("href", target);
  }
});
