import { ENQUIRY_RECORD_KEY } from "#app/utils/enquiry-record.ts";
import { siteContent } from "#content/site.ts";
import { thankYouContent } from "#content/thank-you.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test } from "./fixtures";

const { site } = siteContent(wordsIn("en"));
const { thankYou } = thankYouContent(wordsIn("en"));

/** The record a successful enquiry stores before it leaves for /thank-you. */
const record = {
  name: "Priya Lakshmi Reddy",
  phone: "+919812345678",
  email: "priya.reddy@example.com",
  flatType: "3BHK",
};

test("a visitor with a stored enquiry is greeted by first name, and nothing personal reaches the console", async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on("console", (message) => consoleLines.push(message.text()));
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    ENQUIRY_RECORD_KEY,
    JSON.stringify(record),
  ] as const);
  await page.goto("/thank-you");

  await expect(page.getByText(thankYou.greeting("Priya"), { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.heading);
  await expect(page.getByText(thankYou.text)).toBeVisible();
  await page.waitForLoadState("networkidle");

  const personal = [record.name, "Priya", record.phone, record.phone.slice(3), record.email];
  for (const line of consoleLines) for (const value of personal) expect(line).not.toContain(value);
  expect(consoleLines.join("\n")).not.toContain(record.flatType);
});

test("without a stored enquiry the page thanks without a name and explains the next steps", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: thankYou.heading })).toBeVisible();
  await expect(page.getByText(thankYou.greeting("Priya"))).toHaveCount(0);
  await expect(page.getByText(/^Hello/)).toHaveCount(0);

  const steps = page.getByRole("region", { name: thankYou.nextStepsHeading }).getByRole("listitem");
  await expect(steps).toHaveCount(thankYou.nextSteps.length);
  for (const [index, step] of thankYou.nextSteps.entries()) await expect(steps.nth(index)).toContainText(step.title);
});

test("a broken stored record is ignored", async ({ page, consoleErrors }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, "{not json"), ENQUIRY_RECORD_KEY);
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: thankYou.heading })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
});

test("the thank-you page offers WhatsApp and a call, and leads back home", async ({ page }) => {
  await page.goto("/thank-you");
  const whatsapp = page.getByRole("link", { name: /^Chat on WhatsApp/ });
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.number}`);
  expect(href.searchParams.get("text")).toBe(site.whatsapp.message);
  await expect(page.getByRole("link", { name: `Call ${site.phones[0].display}` })).toHaveAttribute(
    "href",
    `tel:${site.phones[0].tel}`,
  );

  await page.getByRole("link", { name: thankYou.returnLabel }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`${site.projectName} - Gated Community Apartments in Guntur`);
});

test("the logo at the top links home, and the page is kept out of search results", async ({ page, request }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("link", { name: new RegExp(`^${site.projectName}`) })).toHaveAttribute("href", "/");
  const html = await (await request.get("/thank-you")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
});
