import { submissionUrl } from "#app/features/enquiry/form-submission.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { siteSettings } from "#content/site.ts";
import { trackingSettings } from "#content/tracking.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { sendOwnForm } from "./enquiry-steps";
import { expect, test } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed, fieldsOf, createCalls, serveHubspotEmbed } from "./hubspot-stand-in";

const { enquiry } = enquiryContent(wordsIn("en"));

// The site's own form says what content/en/enquiry.yaml says.
const { form: words, errors } = enquiry;

test.describe("enquiries", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the enquiry logic");

  test("HubSpot's script loads only when the form slot nears the viewport, with the site's region, portal and form", async ({
    page,
  }) => {
    const scriptRequests = await serveHubspotEmbed(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scriptRequests).toHaveLength(0);
    await page.locator("#enquire").scrollIntoViewIfNeeded();
    await expect(page.getByRole("form", { name: "HubSpot form" })).toBeVisible();
    expect(scriptRequests).toHaveLength(1);
    const calls = await createCalls(page);
    expect(calls).toEqual([
      expect.objectContaining({
        region: "na2",
        portalId: siteSettings.hubspot.portalId,
        formId: siteSettings.hubspot.formId,
      }),
    ]);
  });

  test("a HubSpot submission on the home page thanks the visitor in place and keeps the enquiry record", async ({
    page,
  }) => {
    await serveHubspotEmbed(page);
    await page.goto("/#enquire");
    const form = page.getByRole("form", { name: "HubSpot form" });
    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Email").fill("priya@example.com");
    await form.getByLabel("Phone number").fill("9876543210");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(enquiry.thanks)).toBeVisible();
    await expect(form).toBeHidden();
    const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem("enquiryData") ?? "null"));
    expect(record).toMatchObject({ name: "Priya", email: "priya@example.com", phone: "9876543210", landing: "home" });
  });

  test("campaign parameters reach the HubSpot form's hidden fields", async ({ page }) => {
    await serveHubspotEmbed(page);
    await page.goto("/?utm_source=google&utm_campaign=guntur-2bhk");
    await page.locator("#enquire").scrollIntoViewIfNeeded();
    await expect(page.locator('form[aria-label="HubSpot form"] input[name="utm_source"]')).toHaveValue("google");
  });

  test("a blocked HubSpot script brings the site's own form, which refuses invalid input and sends nothing", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto("/#enquire");
    const form = page.getByRole("form", { name: words.label });
    await expect(form).toBeVisible();
    await expect(form.getByRole("radio", { name: words.twoBhk })).toBeChecked();
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    await form.getByLabel(words.phone).fill("12345");
    await form.getByRole("textbox", { name: words.email }).fill("priya@");
    await form.getByRole("button", { name: words.send }).click();
    await expect(form.getByText(errors.name, { exact: true })).toBeVisible();
    await expect(form.getByText(errors.phone, { exact: true })).toBeVisible();
    await expect(form.getByText(errors.email, { exact: true })).toBeVisible();
    await expect(form.getByLabel(words.name)).toBeFocused();
    await expect(form.getByLabel(words.phone)).toHaveAttribute("aria-invalid", "true");
    expect(posted).toEqual([]);
    await expect(page.getByRole("link", { name: enquiry.consent.privacyLink }).first()).toBeVisible();
  });

  test("a valid enquiry from the site's own form is sent with its campaign fields, then thanked", async ({ page }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto("/?utm_source=facebook&utm_medium=paid&fbclid=fb123");
    await page.waitForLoadState("networkidle");
    await page.goto("/#enquire");
    await sendOwnForm(page, {
      name: "Ravi Kumar",
      phone: "+91 98765 43210",
      email: "ravi@example.com",
      threeBhk: true,
    });
    await expect(page.getByText(enquiry.thanks)).toBeVisible();
    expect(posted).toHaveLength(1);
    const body = posted[0] as { context: { pageUri: string } };
    expect(fieldsOf(body)).toEqual({
      firstname: "Ravi",
      lastname: "Kumar",
      phone: "+919876543210",
      email: "ravi@example.com",
      flat_type: "3BHK",
      landing: "home",
      page_language: "en",
      // The campaign parameters under the HubSpot properties content/tracking.yaml names for them.
      [trackingSettings.hubspotProperties.utm_source]: "facebook",
      [trackingSettings.hubspotProperties.utm_medium]: "paid",
      [trackingSettings.hubspotProperties.fbclid]: "fb123",
    });
    expect(body.context.pageUri).toMatch(/\/#enquire$/);
  });

  test("with the endpoint down the enquiry is kept, the visitor can call at once, and it is sent once on the next visit", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    let status = 0;
    const posted = await answerSubmissions(page, () => status);
    await page.goto("/#enquire");
    const form = page.getByRole("form", { name: words.label });
    await form.getByLabel(words.name).fill("Lakshmi");
    await form.getByLabel(words.phone).fill("9123456789");
    await form.getByRole("textbox", { name: words.email }).fill("lakshmi@example.com");
    await form.getByRole("button", { name: words.send }).click();
    // The phone is online: the visitor is told it could not reach us, not that they are offline.
    await expect(page.getByText(enquiry.unreachable.heading)).toBeVisible();
    await expect(page.locator("#enquire").getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      `tel:${siteSettings.phones[0].tel}`,
    );
    expect(posted).toEqual([]);

    status = 200;
    await page.goto("/blog");
    await expect.poll(() => posted.length).toBe(1);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(posted).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("enquiryQueue"))).toBeNull();
  });

  test("with every URL that names HubSpot blocked, as an ad blocker does, the site's own form takes the enquiry and offers it by WhatsApp and e-mail, written out", async ({
    page,
  }) => {
    const blocked: string[] = [];
    await page.route(/hubspot|hsforms|hs-?(scripts|analytics|banner)/i, async (route) => {
      blocked.push(route.request().url());
      await route.abort("blockedbyclient");
    });
    await page.goto("/#enquire");
    await sendOwnForm(page, { name: "Meena Reddy", phone: "94400 12345", email: "meena@example.com", threeBhk: true });
    await expect(page.getByText(enquiry.unreachable.heading)).toBeVisible();
    // The send was tried and blocked; the enquiry is kept for the next visit.
    expect(blocked.map((url) => new URL(url).hostname)).toContain(new URL(submissionUrl()).hostname);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("enquiryQueue") ?? "[]").length)).toBe(1);

    const slot = page.locator("#enquire");
    const whatsapp = new URL(
      (await slot.getByRole("link", { name: new RegExp(enquiry.unreachable.whatsapp) }).getAttribute("href"))!,
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${siteSettings.whatsapp.number}`);
    const mail = new URL((await slot.getByRole("link", { name: enquiry.unreachable.email }).getAttribute("href"))!);
    expect(mail.pathname).toBe(siteSettings.email);
    for (const message of [whatsapp.searchParams.get("text"), mail.searchParams.get("body")]) {
      for (const typed of ["Meena Reddy", "94400 12345", "meena@example.com", words.threeBhk])
        expect(message).toContain(typed);
    }
    expect(mail.searchParams.get("subject")).toContain("Meena Reddy");
  });

  test("an enquiry made offline is sent when the connection returns", async ({ page, context }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto("/#enquire");
    const form = page.getByRole("form", { name: words.label });
    await form.getByLabel(words.name).fill("Anil");
    await form.getByLabel(words.phone).fill("9000000001");
    await form.getByRole("textbox", { name: words.email }).fill("anil@example.com");
    await context.setOffline(true);
    await form.getByRole("button", { name: words.send }).click();
    await expect(page.getByText(enquiry.saved.heading)).toBeVisible();
    expect(posted).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => posted.length).toBe(1);
  });
});
