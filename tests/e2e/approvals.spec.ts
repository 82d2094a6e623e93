import { readFileSync } from "node:fs";
import { parse } from "yaml";
import englishWords from "#content/generated/approvals-texts.ts";
import englishNavigation from "#content/generated/navigation.ts";
import teluguWords from "#content/generated/te/approvals-texts.ts";
import { languages, pathIn } from "#content/languages.ts";
import { siteSettings } from "#content/site.ts";
import { expect, test } from "./fixtures";
import { samplePages } from "./site-routes";

type ApprovalsFile = {
  approvals: {
    kind: keyof typeof englishWords.kinds;
    number: string;
    issuer: string;
    issued: string;
    validUntil?: string;
    copy?: string;
  }[];
  banks: string[];
};

/** The approvals as the marketing team wrote them, read straight from content/approvals.yaml. */
const file = parse(readFileSync("content/approvals.yaml", "utf8")) as ApprovalsFile;

test.describe("/approvals without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, words] of [
    [languages[0], englishWords],
    [languages[1], teluguWords],
  ] as const) {
    test(`every approval shows its number, issuer, dates and copy, with the RERA registration and the banks (${language.code})`, async ({
      page,
      request,
    }) => {
      await page.goto(pathIn(language, "/approvals"));
      await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      const rera = page.getByRole("region", { name: words.rera.heading });
      await expect(rera.getByText(siteSettings.rera.number)).toBeVisible();
      await expect(rera.getByRole("link", { name: words.rera.link })).toHaveAttribute(
        "href",
        siteSettings.rera.registrationUrl,
      );
      await expect(rera.locator("svg, img").first()).toBeVisible();

      const cards = page.locator("[data-approval]");
      await expect(cards).toHaveCount(file.approvals.length);
      for (const [index, approval] of file.approvals.entries()) {
        const card = cards.nth(index);
        await expect(card).toHaveAttribute("data-approval", approval.kind);
        await expect(card.getByRole("heading", { name: words.kinds[approval.kind].heading })).toBeVisible();
        await expect(card.locator("[data-number]")).toHaveText(approval.number);
        await expect(card.getByText(approval.issuer)).toBeVisible();
        const dates = [approval.issued, ...(approval.validUntil ? [approval.validUntil] : [])];
        await expect(card.locator("time")).toHaveCount(dates.length);
        for (const [at, date] of dates.entries())
          await expect(card.locator("time").nth(at)).toHaveAttribute("datetime", date);
        const copy = card.getByRole("link", { name: words.labels.copy });
        await expect(copy).toHaveCount(approval.copy ? 1 : 0);
        if (approval.copy) {
          const response = await request.get((await copy.getAttribute("href"))!);
          expect(response.status(), approval.copy).toBe(200);
          if (approval.copy.endsWith(".pdf")) {
            // The team's file itself, under its hashed name.
            expect(response.headers()["content-type"]).toBe("application/pdf");
            expect((await response.body()).equals(readFileSync(`content/media/${approval.copy}`))).toBe(true);
          } else expect(response.headers()["content-type"]).toBe("image/webp");
        }
      }
      await expect(page.locator("[data-banks] li")).toHaveText(file.banks);
    });
  }
});

test("the header's menu, both footers and each flat's page link to /approvals", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the links, not the layout");
  const flat = samplePages.find((each) => each.flat)!;
  for (const [path, where] of [
    ["/progress", "header nav"],
    ["/progress", "footer"],
    ["/apartment-guntur", "footer"],
    [flat.url, "main"],
  ] as const) {
    await page.goto(path);
    const link = page.locator(where).getByRole("link", { name: new RegExp(`^${englishNavigation.header.approvals}`) });
    await expect(link.first(), `${where} of ${path}`).toHaveAttribute("href", "/approvals");
  }
  await page.goto("/te/progress");
  await expect(page.locator("footer").getByRole("link", { name: /^అనుమతులు/ })).toHaveAttribute(
    "href",
    "/te/approvals",
  );
});
