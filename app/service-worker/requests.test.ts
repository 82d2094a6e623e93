import { describe, expect, it } from "vitest";
import { submissionUrl } from "#app/features/enquiry/form-submission.ts";
import { flats } from "#content/flats.ts";
import { siteSettings } from "#content/site.ts";
import { isBrochure, isKeptPage, OFFLINE_PAGE, offlinePageFor, SUBMISSION_PREFIX } from "./requests";

describe("the service worker's view of requests", () => {
  it("keeps every flat's page for offline reading, and no other page", () => {
    for (const flat of flats) expect(isKeptPage(`/flats/${flat.unit}`), flat.unit).toBe(true);
    expect(isKeptPage("/te/flats/A-302")).toBe(true);
    for (const path of ["/", "/flats", "/flats/compare", "/te/flats/compare", "/blog", "/flats/A-302/extra", "/te/"]) {
      expect(isKeptPage(path), path).toBe(false);
    }
  });

  it("keeps the brochure of each language once opened, and no other PDF", () => {
    expect(isBrochure(siteSettings.brochurePath)).toBe(true);
    expect(isBrochure(`/te${siteSettings.brochurePath}`)).toBe(true);
    expect(isBrochure(`/blog${siteSettings.brochurePath}`)).toBe(false);
    expect(isBrochure("/te/Price-list.pdf")).toBe(false);
  });

  it("knows HubSpot's submission endpoint as the enquiry form posts to it, and the offline page in each language", () => {
    expect(submissionUrl().startsWith(SUBMISSION_PREFIX)).toBe(true);
    expect(OFFLINE_PAGE).toBe("/offline");
    expect(offlinePageFor("/flats/A-302")).toBe("/offline");
    expect(offlinePageFor("/te/flats/A-302")).toBe("/te/offline");
    expect(offlinePageFor("/telugu-news")).toBe("/offline");
  });
});
