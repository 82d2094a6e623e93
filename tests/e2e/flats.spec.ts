import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { buildCostSheet } from "#content/cost-sheet.ts";
import { flats, flatsContent, inventoryUpdated, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import possessionTexts from "#content/generated/possession-texts.ts";
import { formatters } from "#content/money.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed, fieldsOf, serveHubspotEmbed, submittedValues } from "./hubspot-stand-in";
import { samplePages } from "./site-routes";

const { flatTexts } = flatsContent(wordsIn("en"));
const { floorPlans } = floorPlansContent(wordsIn("en"));

/** The representatives: an available flat (A-302 today) and a booked one. */
const sample = samplePages.find((page) => page.flat)!.flat!;
const booked = flats.find((flat) => flat.status === "booked")!;
const format = formatters(flatTexts.units);
const planOf = (unit: string) => floorPlans.find((plan) => plan.id === flats.find((flat) => flat.unit === unit)!.plan)!;
const sheetOf = (unit: string) =>
  buildCostSheet(
    flats.find((flat) => flat.unit === unit)!,
    planOf(unit),
    priceList,
  );
const available = flats.filter((flat) => flat.status === "available").length;

/** content/payment-plan.yaml and the newest progress update's stage of a tower, as the files have them. */
const paymentPlan = parse(readFileSync("content/payment-plan.yaml", "utf8")) as {
  instalments: { due: string; percent: number }[];
};
function stageOf(tower: string): string {
  const newest = readdirSync("content/progress/en").sort().at(-1)!;
  const frontMatter = readFileSync(`content/progress/en/${newest}`, "utf8").split("---")[1]!;
  const update = parse(frontMatter) as { towers: { tower: string; stage: string }[] };
  return update.towers.find((each) => each.tower === tower)!.stage;
}
/** The order of the due points: booking, agreement, then /progress's stages as its text file lists them. */
const dueOrder = [
  "booking",
  "agreement",
  ...Object.keys((parse(readFileSync("content/en/progress-texts.yaml", "utf8")) as { stages: object }).stages),
];
const amountIn = (text: string) => Number(text.replace(/[^\d]/g, ""));

test.describe("choosing a flat", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough for the logic; layout is checked by the screenshots");

  test("/flats shows both towers as tables, floors 5 to 1, with the summary", async ({ page }) => {
    await page.goto("/flats");
    await expect(page.locator("[data-flats-summary]")).toContainText(`${available} of ${flats.length} available`);
    expect(inventoryUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tables = page.getByRole("table");
    await expect(tables).toHaveCount(2);
    const rows = tables.first().locator("tbody tr");
    await expect(rows.first().getByRole("rowheader")).toHaveText("Floor 5");
    await expect(rows.last().getByRole("rowheader")).toHaveText("Floor 1");
    await expect(page.locator("a[data-unit]")).toHaveCount(flats.length);
    const link = page.locator(`a[data-unit="${sample.unit}"]`);
    await expect(link).toHaveAttribute("href", `/flats/${sample.unit}`);
    await expect(link).toContainText(flatTexts.words.status.available);
  });

  test("filters leave the flats they say, with their counts", async ({ page }) => {
    await page.goto("/flats");
    await waitForHydration(page);
    const twoBhk = flats.filter((flat) => planOf(flat.unit).type === "2 BHK");
    const bhk = page.getByRole("group", { name: flatTexts.list.bhkLabel });
    await expect(bhk.getByRole("button", { name: /^2 BHK/ })).toContainText(`(${twoBhk.length})`);
    await bhk.getByRole("button", { name: /^2 BHK/ }).click();
    await expect(page.locator("[data-flats-showing]")).toHaveText(`Showing ${twoBhk.length} flats`);
    await expect(page.locator('td[data-match="true"]')).toHaveCount(twoBhk.length);
    const twoBhkAvailable = twoBhk.filter((flat) => flat.status === "available");
    await expect(page.getByRole("checkbox", { name: /Available only/ })).toHaveAccessibleName(
      new RegExp(`\\(${twoBhkAvailable.length}\\)`),
    );
    await page.getByRole("checkbox", { name: /Available only/ }).check();
    await expect(page.locator('td[data-match="true"]')).toHaveCount(twoBhkAvailable.length);
    const west = page.getByRole("group", { name: flatTexts.list.facingLabel }).getByRole("button", { name: /West/ });
    // Every west-facing flat is a 3 BHK: with 2 BHK chosen, none is left.
    await expect(west).toContainText("(0)");
  });

  test("a plan's link from the home page shows that plan's flats", async ({ page }) => {
    const plan = floorPlans[0]!;
    await page.goto(`/flats?plan=${plan.id}`);
    await waitForHydration(page);
    const count = flats.filter((flat) => flat.plan === plan.id).length;
    await expect(page.locator('td[data-match="true"]')).toHaveCount(count);
    await page.getByRole("button", { name: flatTexts.list.clearPlan }).click();
    await expect(page.locator('td[data-match="true"]')).toHaveCount(flats.length);
  });

  test("the arrow keys move between flats; one tab stop per tower", async ({ page }) => {
    await page.goto("/flats");
    await waitForHydration(page);
    const tower = page.getByRole("table").first();
    await expect(tower.locator('a[tabindex="0"]')).toHaveCount(1);
    const first = tower.locator('a[tabindex="0"]');
    await expect(first).toHaveAttribute("data-unit", "A-501");
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("a[data-unit]:focus")).toHaveAttribute("data-unit", "A-502");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("a[data-unit]:focus")).toHaveAttribute("data-unit", "A-402");
    await page.keyboard.press("End");
    await expect(page.locator("a[data-unit]:focus")).toHaveAttribute("data-unit", "A-410");
    await page.keyboard.press("ArrowUp");
    await expect(page.locator("a[data-unit]:focus")).toHaveAttribute("data-unit", "A-510");
    await expect(tower.locator('a[tabindex="0"]')).toHaveAttribute("data-unit", "A-510");
    // With a filter, movement skips the flats it leaves out.
    await page.getByRole("checkbox", { name: /Available only/ }).check();
    const availableInA = flats.filter((flat) => flat.tower === "A" && flat.status === "available");
    await expect(tower.locator('a[tabindex="0"]')).toHaveCount(1);
    await tower.locator('a[tabindex="0"]').focus();
    await page.keyboard.press("Home");
    const focused = await page.locator("a[data-unit]:focus").getAttribute("data-unit");
    expect(availableInA.map((flat) => flat.unit)).toContain(focused);
  });

  test("a flat's page shows its areas, its cost sheet adding up, and the EMI reacting to its inputs", async ({
    page,
  }) => {
    const sheet = sheetOf(sample.unit);
    const plan = planOf(sample.unit);
    await page.goto(`/flats/${sample.unit}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Flat ${sample.unit}`);
    await expect(page.getByText(format.sqft(plan.details.carpetArea)).first()).toBeVisible();
    const costSheet = page.locator(`[data-cost-sheet="${sample.unit}"]`);
    await expect(costSheet.locator("[data-total]")).toHaveText(format.rupees(sheet.total));
    await expect(costSheet).toContainText(format.lakhs(sheet.total));
    await expect(costSheet.locator("[data-subtotal]")).toHaveText(format.rupees(sheet.builderTotal));
    const emi = page.locator("[data-emi-result=emi]");
    // The calculator is an island that starts as it comes near the screen (docs/decisions/0024-islands.md).
    await emi.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    const before = await emi.textContent();
    await page.getByLabel(flatTexts.emi.tenure).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`21 ${flatTexts.emi.years}`)).toBeVisible();
    await expect(emi).not.toHaveText(before!);
    const afterTenure = await emi.textContent();
    await page.getByLabel(flatTexts.emi.interestRate).fill("9.5");
    await expect(emi).not.toHaveText(afterTenure!);
    const share = page.getByLabel(flatTexts.emi.loanShare);
    const loan = page.locator("[data-emi-result=loan]");
    const loanBefore = await loan.textContent();
    await share.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(loan).not.toHaveText(loanBefore!);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      new RegExp(`/flats/${sample.unit}$`),
    );
    const share_ = page.locator("[data-share-whatsapp]");
    await expect(share_).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${sample.unit}`));
  });

  test("a booked flat's page says so and points to similar available flats", async ({ page }) => {
    await page.goto(`/flats/${booked.unit}`);
    const notice = page.locator('[data-status-notice="booked"]');
    await expect(notice).toContainText(flatTexts.flat.bookedNotice);
    const links = notice.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    await links.first().click();
    await expect(page).toHaveURL(/\/flats\/[AB]-\d{3}$/);
    await expect(page.locator("[data-status-notice]")).toHaveCount(0);
  });

  test("a flat's cost sheet prints on one A4 page, total included, and its payment schedule on the next", async ({
    page,
  }) => {
    await page.goto(`/flats/${sample.unit}`);
    await waitForHydration(page);
    // The printed sheet names its page's address (the site's header is not printed); the screen does not show it.
    const address = page.getByText(`${siteSettings.url}/flats/${sample.unit}`);
    await expect(address).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(`[data-cost-sheet="${sample.unit}"] [data-total]`)).toBeVisible();
    await expect(page.locator("[data-schedule-total]")).toBeVisible();
    await expect(address).toBeVisible();
    const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
    // Each page of the PDF is one "/Type /Page" object ("/Type /Pages" is the page tree). The schedule starts a page
    // of its own, so the cost sheet stays whole on the first.
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2);
  });

  test("a flat's payment schedule adds up to its total, and what is due follows the newest progress update", async ({
    page,
  }) => {
    await page.goto(`/flats/${sample.unit}`);
    const schedule = page.locator("[data-schedule]");
    await expect(schedule.locator("[data-instalment]")).toHaveText(
      paymentPlan.instalments.map(({ percent }) => new RegExp(`${percent}%`)),
    );
    const amounts = (
      await schedule.locator("[data-amount]").evaluateAll((cells) => cells.map((cell) => cell.textContent!))
    ).map(amountIn);
    const total = amountIn(await page.locator(`[data-cost-sheet="${sample.unit}"] [data-total]`).innerText());
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    await expect(schedule.locator("[data-schedule-total]")).toHaveText(format.rupees(total));

    const stage = stageOf(sample.tower);
    const due = paymentPlan.instalments.filter(({ due }) => dueOrder.indexOf(due) <= dueOrder.indexOf(stage));
    expect(due.length).toBeLessThan(paymentPlan.instalments.length); // the sample flat's tower is not complete yet
    await expect(schedule.locator("[data-instalment][data-due]")).toHaveCount(due.length);
    const dueAmounts = (await schedule.locator("[data-due] [data-amount]").allInnerTexts()).map(amountIn);
    await expect(page.locator("[data-due-now]")).toContainText(
      `${due.length} of ${paymentPlan.instalments.length} instalments, ${format.rupees(dueAmounts.reduce((sum, amount) => sum + amount, 0))} in all`,
    );
    for (const { due: point } of due)
      await expect(schedule.locator(`[data-instalment="${point}"]`)).toHaveAttribute("data-due");
  });

  test("a flat's page gives its tower's possession dates beside that tower's progress", async ({ page }) => {
    const { towers } = parse(readFileSync("content/possession.yaml", "utf8")) as {
      towers: { tower: string; committed: string; target: string }[];
    };
    const own = towers.find((tower) => tower.tower === sample.tower)!;
    await page.goto(`/flats/${sample.unit}`);
    const section = page.getByRole("region", { name: possessionTexts.heading });
    await expect(section.locator("[data-tower]")).toHaveCount(2); // the bar's and the dates'
    await expect(section.locator(`[data-tower]:not([data-tower="${sample.tower}"])`)).toHaveCount(0);
    await expect(section.getByRole("progressbar")).toHaveCount(1);
    await expect(section.locator("[data-committed]")).toHaveAttribute("datetime", own.committed);
    await expect(section.locator("[data-target]")).toHaveAttribute("datetime", own.target);
  });

  test("Vastu: a flat's page and compare say what content/vastu.yaml says; /flats filters by the main door", async ({
    page,
  }) => {
    const { plans } = parse(readFileSync("content/vastu.yaml", "utf8")) as {
      plans: { plan: string; kitchen: string; masterBedroom: string; pooja?: string }[];
    };
    const words = (
      parse(readFileSync("content/en/floor-plans.yaml", "utf8")) as {
        vastu: { heading: string; mainDoor: string; kitchen: string; masterBedroom: string; pooja: string } & {
          noPooja: string;
          directions: Record<string, string>;
        };
      }
    ).vastu;
    const rowsOf = (unit: string) => {
      const flat = flats.find((each) => each.unit === unit)!;
      const vastu = plans.find((each) => each.plan === flat.plan)!;
      return [
        words.directions[flat.facing]!,
        words.directions[vastu.kitchen]!,
        words.directions[vastu.masterBedroom]!,
        vastu.pooja ? words.directions[vastu.pooja]! : words.noPooja,
      ];
    };
    const withoutPooja = flats.find((flat) => !plans.find((each) => each.plan === flat.plan)!.pooja)!.unit;
    for (const unit of [sample.unit, withoutPooja]) {
      await page.goto(`/flats/${unit}`);
      const vastu = page.locator("[data-vastu]");
      await expect(vastu.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(vastu.locator("dt")).toHaveText([words.mainDoor, words.kitchen, words.masterBedroom, words.pooja]);
      await expect(vastu.locator("dd")).toHaveText(rowsOf(unit));
    }

    // Each plan's card on the home page (in its details, folded on phones).
    await page.goto("/");
    for (const unit of [sample.unit, withoutPooja]) {
      const card = page.locator(`#floor-plans [data-vastu="${flats.find((flat) => flat.unit === unit)!.plan}"]`);
      await expect(card.locator("dd")).toHaveText(rowsOf(unit));
    }

    await page.goto(`/flats/compare?units=${sample.unit},${withoutPooja}`);
    const table = page.locator("[data-compare-table]");
    for (const [index, term] of [words.mainDoor, words.kitchen, words.masterBedroom, words.pooja].entries()) {
      await expect(table.getByRole("row", { name: term }).getByRole("cell")).toHaveText([
        rowsOf(sample.unit)[index]!,
        rowsOf(withoutPooja)[index]!,
        "—",
      ]);
    }

    await page.goto("/flats");
    await waitForHydration(page);
    const westDoors = flats.filter((flat) => flat.facing === "west");
    const mainDoor = page.getByRole("group", { name: flatTexts.list.facingLabel });
    await mainDoor.getByRole("button", { name: new RegExp(`^${words.directions.west}`) }).click();
    await expect(page.locator("[data-flats-showing]")).toHaveText(`Showing ${westDoors.length} flats`);
    for (const flat of westDoors)
      await expect(page.locator(`td[data-match="true"] a[data-unit="${flat.unit}"]`)).toHaveCount(1);
  });

  test("an unknown unit answers 404 with the flats' not-found page", async ({ page }) => {
    const response = await page.goto("/flats/Z-999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: flatTexts.flat.notFoundHeading })).toBeVisible();
  });

  test("compare reads its flats from the URL and writes the choice back", async ({ page }) => {
    const [a, b] = [sample.unit, booked.unit];
    await page.goto(`/flats/compare?units=${a},${b}`);
    await waitForHydration(page);
    const table = page.locator("[data-compare-table]");
    await expect(table.getByRole("columnheader")).toHaveText([a, b]);
    await expect(table).toContainText(format.rupees(sheetOf(a).total));
    await expect(table).toContainText(format.rupees(sheetOf(b).total));
    // What is due now on each flat, as on its own page.
    const dueRow = table.getByRole("row", { name: flatTexts.compare.dueNowRow });
    for (const [index, unit] of [a, b].entries()) {
      const flatPage = await page.context().newPage();
      await flatPage.goto(`/flats/${unit}`);
      const dueAmounts = (await flatPage.locator("[data-due] [data-amount]").allInnerTexts()).map(amountIn);
      await flatPage.close();
      await expect(dueRow.getByRole("cell").nth(index)).toHaveText(
        format.rupees(dueAmounts.reduce((sum, amount) => sum + amount, 0)),
      );
    }
    const third = flats.find((flat) => ![a, b].includes(flat.unit))!.unit;
    await page.getByLabel("Flat 3").selectOption(third);
    await expect(page).toHaveURL(new RegExp(`units=${a}%2C${b}%2C${third}|units=${a},${b},${third}`));
    await expect(table.getByRole("columnheader")).toHaveText([a, b, third]);
  });
});

test.describe("enquiring about a flat", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the enquiry logic");

  test("the unit and its price reach HubSpot's hidden fields and /thank-you", async ({ page }) => {
    await serveHubspotEmbed(page);
    await page.goto(`/flats/${sample.unit}#enquire`);
    const form = page.getByRole("form", { name: "HubSpot form" });
    await form.getByLabel("First name").fill("Priya");
    await form.getByLabel("Email").fill("priya@example.com");
    await form.getByLabel("Phone number").fill("9876543210");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.locator("[data-flat-line]")).toContainText(sample.unit);
    await expect(page.locator("[data-flat-line]")).toContainText(format.rupees(sheetOf(sample.unit).total));
  });

  test("the HubSpot stand-in receives flat_unit and flat_price", async ({ page }) => {
    await serveHubspotEmbed(page);
    await page.goto(`/flats/${sample.unit}#enquire`);
    const form = page.getByRole("form", { name: "HubSpot form" });
    await expect(form.locator('input[name="flat_unit"]')).toHaveValue(sample.unit);
    await form.getByLabel("First name").fill("Priya");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => submittedValues(page))
      .toMatchObject({
        flat_unit: sample.unit,
        flat_price: expect.stringContaining(format.rupees(sheetOf(sample.unit).total)),
      });
  });

  test("the site's own form sends the unit and price, and the offline queue keeps them", async ({ page, context }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto(`/flats/${sample.unit}#enquire`);
    const form = page.getByRole("form", { name: "Enquiry form" });
    await form.getByLabel("Your name").fill("Ravi Kumar");
    await form.getByLabel("Mobile number").fill("9876543210");
    await form.getByRole("textbox", { name: "E-mail" }).fill("ravi@example.com");
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Your enquiry is saved on this device.")).toBeVisible();
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem("enquiryQueue") ?? "[]"));
    const queuedFields = fieldsOf(queued[0].payload);
    expect(queuedFields).toMatchObject({ flat_unit: sample.unit, landing: "flat" });
    await context.setOffline(false);
    await expect.poll(() => posted.length).toBe(1);
    const fields = fieldsOf(posted[0]);
    expect(fields.flat_unit).toBe(sample.unit);
    expect(fields.flat_price).toContain(format.rupees(sheetOf(sample.unit).total));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "once is enough");

  test("/flats is a plain table of links, and a flat page shows its cost sheet", async ({ page }) => {
    await page.goto("/flats");
    await expect(page.getByRole("table")).toHaveCount(2);
    await expect(page.locator("a[data-unit]")).toHaveCount(flats.length);
    await expect(page.locator("a[data-unit][tabindex]")).toHaveCount(0);
    await expect(page.getByRole("group", { name: flatTexts.list.filtersLabel })).toHaveCount(0);
    await page.locator(`a[data-unit="${sample.unit}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/flats/${sample.unit}$`));
    await expect(page.locator("[data-total]")).toHaveText(format.rupees(sheetOf(sample.unit).total));
    await expect(page.locator("[data-schedule] [data-instalment]")).toHaveCount(paymentPlan.instalments.length);
    await expect(page.locator("[data-due-now]")).toBeVisible();
  });
});

test("every flat's page is built, with its own title and canonical URL", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "once is enough");
  for (const flat of flats) {
    const response = await request.get(`/flats/${flat.unit}`);
    expect(response.status(), flat.unit).toBe(200);
    const html = await response.text();
    expect(html, flat.unit).toContain(`<h1`);
    expect(html, flat.unit).toContain(`/flats/${flat.unit}"`);
  }
});
