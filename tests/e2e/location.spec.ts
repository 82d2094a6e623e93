import type { Locator, Page } from "@playwright/test";
import { navigationContent } from "#app/utils/site-links.ts";
import { landingContent } from "#content/landing.ts";
import { LANDMARK_KINDS } from "#content/landmark-kinds.ts";
import { locationContent, sitePosition } from "#content/location.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test, waitForHydration } from "./fixtures";

const { landing } = landingContent(wordsIn("en"));
const { landmarks, locationTexts } = locationContent(wordsIn("en"));
const { siteNav } = navigationContent(wordsIn("en"));

/**
 * The location section of the home page (#location) and of the campaign page: the places of
 * content/landmarks.yaml grouped by kind, the map drawn from their coordinates with one numbered marker per
 * place, and the directions links (docs/decisions/0019-location-map.md).
 */

const { kinds, map } = locationTexts;
const coordinates = (point: { latitude: number; longitude: number }) => `${point.latitude},${point.longitude}`;

const pages = [
  { name: "home page", path: "/#location", heading: locationTexts.section.heading },
  { name: "campaign page", path: "/apartment-guntur#location", heading: landing.location.heading },
];

function section(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading });
}

/** The list's entries in page order: the number, name, drive and directions link of each. */
async function listedPlaces(list: Locator) {
  return Promise.all(
    (await list.locator("li[data-landmark]").all()).map(async (entry) => ({
      id: (await entry.getAttribute("data-landmark"))!,
      number: Number(await entry.locator("[data-number]").innerText()),
      name: await entry.locator("[data-name]").innerText(),
      drive: await entry.locator("[data-drive]").innerText(),
      href: (await entry.getByRole("link").getAttribute("href"))!,
    })),
  );
}

for (const { name, path, heading } of pages) {
  test.describe(`the ${name}'s location section`, () => {
    test("lists every place of the content under its kind, numbered 1 to n, nearest first within a kind", async ({
      page,
    }) => {
      await page.goto(path);
      const location = section(page, heading);
      const expectedKinds = LANDMARK_KINDS.filter((kind) => landmarks.some((place) => place.kind === kind));
      await expect(location.getByRole("heading", { level: 3 })).toHaveText(expectedKinds.map((kind) => kinds[kind]));

      const shown = await listedPlaces(location);
      expect(shown.map((place) => place.number)).toEqual(landmarks.map((_, index) => index + 1));
      expect(shown.map((place) => place.id).sort()).toEqual(landmarks.map((place) => place.id).sort());
      for (const kind of expectedKinds) {
        const group = location.locator(`[data-kind="${kind}"]`);
        await expect(group.getByRole("heading", { level: 3 })).toHaveText(kinds[kind]);
        const inGroup = await listedPlaces(group);
        const ofKind = landmarks.filter((place) => place.kind === kind);
        expect(inGroup.map((place) => place.name).sort()).toEqual(ofKind.map((place) => place.name).sort());
        const minutes = inGroup.map((place) => landmarks.find((each) => each.id === place.id)!.minutes);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      }
      for (const place of shown) {
        const facts = landmarks.find((each) => each.id === place.id)!;
        expect(place.name).toBe(facts.name);
        expect(place.drive).toBe(`${locationTexts.driveTime(facts.minutes)} · ${locationTexts.distance(facts.km)}`);
      }
    });

    test("the map has one numbered marker per place, named and numbered as in the list, and the site", async ({
      page,
    }) => {
      await page.goto(path);
      const location = section(page, heading);
      const figure = location.getByRole("figure", { name: map.label });
      const markers = figure.locator("[data-marker]");
      await expect(markers).toHaveCount(landmarks.length);
      for (const place of await listedPlaces(location)) {
        const marker = figure.getByRole("img", { name: map.marker(place.number, place.name), exact: true });
        await expect(marker).toHaveCount(1);
        await expect(marker).toHaveAttribute("data-marker", place.id);
        await expect(marker).toHaveText(String(place.number));
      }
      // The site on each map, and each map with a scale and a north arrow.
      const drawings = figure.getByRole("group");
      const count = await drawings.count();
      expect(count).toBeGreaterThan(0);
      await expect(figure.getByRole("img", { name: map.site, exact: true })).toHaveCount(count);
      for (let index = 0; index < count; index += 1) {
        await expect(drawings.nth(index)).toContainText(new RegExp(`\\d km.*${map.north}$`));
      }
    });

    test("the map puts each place on the site's correct side: east is right, north is up", async ({ page }) => {
      await page.goto(path);
      const figure = section(page, heading).getByRole("figure", { name: map.label });
      for (const drawing of await figure.getByRole("group").all()) {
        // Read in one go: the page may still be scrolling to #location.
        const centres = await drawing.evaluate((svg, siteName) => {
          const centre = (element: Element) => {
            const box = element.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          };
          const site = svg.querySelector(`[aria-label="${siteName}"] circle:last-of-type`)!;
          return {
            site: centre(site),
            markers: [...svg.querySelectorAll("[data-marker] circle")].map((circle) => ({
              id: circle.parentElement!.getAttribute("data-marker")!,
              ...centre(circle),
            })),
          };
        }, map.site);
        expect(centres.markers.length).toBeGreaterThan(0);
        for (const marker of centres.markers) {
          const place = landmarks.find((each) => each.id === marker.id)!;
          const east = place.longitude - sitePosition.longitude;
          const north = place.latitude - sitePosition.latitude;
          // Only clear cases: a place more than 1 km off the site's line on that axis.
          if (Math.abs(east) > 0.01)
            expect(Math.sign(marker.x - centres.site.x), `${place.id} east`).toBe(Math.sign(east));
          if (Math.abs(north) > 0.01)
            expect(Math.sign(centres.site.y - marker.y), `${place.id} north`).toBe(Math.sign(north));
        }
      }
    });

    test("directions open the visitor's map app: the route from the site to each place, and the route to the site", async ({
      page,
      thirdParty,
    }) => {
      await page.goto(path);
      const location = section(page, heading);
      for (const place of await listedPlaces(location)) {
        const facts = landmarks.find((each) => each.id === place.id)!;
        const url = new URL(place.href);
        expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
        expect(url.searchParams.get("api")).toBe("1");
        expect(url.searchParams.get("origin")).toBe(coordinates(sitePosition));
        expect(url.searchParams.get("destination")).toBe(coordinates(facts));
        expect(url.searchParams.get("travelmode")).toBe("driving");
        const link = location.locator(`li[data-landmark="${place.id}"]`).getByRole("link");
        await expect(link).toHaveAccessibleName(
          `${locationTexts.directions} ${locationTexts.directionsHint(facts.name)}`,
        );
        await expect(link).toHaveAttribute("target", "_blank");
      }
      const toSite = location.getByRole("link", { name: locationTexts.siteDirections });
      const siteUrl = new URL((await toSite.getAttribute("href"))!);
      expect(siteUrl.searchParams.get("destination")).toBe(coordinates(sitePosition));
      expect(siteUrl.searchParams.has("origin")).toBe(false);

      await expect(toSite).toHaveAttribute("target", "_blank");
      // Nothing left the machine to draw the section: no tiles, no map script.
      expect(thirdParty.requests).toEqual([]);
    });
  });
}

test("'Get directions to the site' opens the route in a new tab", async ({ page, context }) => {
  // The new tab is not the page the fixtures stand in for: Google answers here with a stand-in too.
  await context.route(
    (url) => url.hostname === "www.google.com",
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Maps stand-in</title>" }),
  );
  await page.goto("/#location");
  await waitForHydration(page);
  const toSite = section(page, locationTexts.section.heading).getByRole("link", { name: locationTexts.siteDirections });
  const [opened] = await Promise.all([context.waitForEvent("page"), toSite.click()]);
  await expect(opened).toHaveURL(`https://www.google.com/maps/dir/?api=1&destination=${coordinates(sitePosition)}`);
});

test("the header's Location link reaches the home page's location section", async ({ page }, testInfo) => {
  const location = siteNav.find((item) => item.href === "/#location");
  expect(location, "a header link to /#location").toBeDefined();
  await page.goto("/blog");
  await waitForHydration(page);
  const header = page.locator("header");
  if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Menu" }).click();
  await header.getByRole("link", { name: location!.label, exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/#location$/);
  await expect(page.getByRole("heading", { level: 2, name: locationTexts.section.heading })).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map, the list and the directions are all in the page", async ({ page }) => {
    await page.goto("/#location");
    const location = section(page, locationTexts.section.heading);
    await expect(location.locator("[data-marker]")).toHaveCount(landmarks.length);
    await expect(location.locator("li[data-landmark]")).toHaveCount(landmarks.length);
    await expect(location.getByRole("link", { name: locationTexts.siteDirections })).toBeVisible();
  });
});
