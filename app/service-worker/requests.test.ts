import { describe, expect, it } from "vitest";
import { flats } from "@content/flats";
import { site } from "@content/site";
import { submissionUrl } from "~/features/enquiry/form-submission";
import {
  isBrochure,
  isKeptPage,
  OFFLINE_PAGE,
  offlinePageFor,
  pagePathOfData,
  reloadDocumentResponse,
  submissionPrefix,
} from "./requests";

describe("the service worker's view of requests", () => {
  it("finds the page of React Router's data requests, and nothing else", () => {
    expect(pagePathOfData("/_root.data")).toBe("/");
    expect(pagePathOfData("/blog.data")).toBe("/blog");
    expect(pagePathOfData("/flats/A-302.data")).toBe("/flats/A-302");
    expect(pagePathOfData("/te/_root.data")).toBe("/te/");
    expect(pagePathOfData("/te/flats/A-302.data")).toBe("/te/flats/A-302");
    expect(pagePathOfData("/.data")).toBeNull();
    expect(pagePathOfData("/blog")).toBeNull();
    expect(pagePathOfData("/assets/root-1.css")).toBeNull();
  });

  it("keeps every flat's page for offline reading, and no other page", () => {
    for (const flat of flats) expect(isKeptPage(`/flats/${flat.unit}`), flat.unit).toBe(true);
    expect(isKeptPage("/te/flats/A-302")).toBe(true);
    for (const path of ["/", "/flats", "/flats/compare", "/te/flats/compare", "/blog", "/flats/A-302/extra", "/te/"]) {
      expect(isKeptPage(path), path).toBe(false);
    }
  });

  it("keeps the brochure of each language once opened, and no other PDF", () => {
    expect(isBrochure(site.brochurePath)).toBe(true);
    expect(isBrochure(`/te${site.brochurePath}`)).toBe(true);
    expect(isBrochure(`/blog${site.brochurePath}`)).toBe(false);
    expect(isBrochure("/te/Price-list.pdf")).toBe(false);
  });

  it("answers data it cannot get with React Router's redirect that loads the page as a document", () => {
    const response = reloadDocumentResponse(new URL("https://site.test/flats/A-302.data?_routes=flat&units=A-1"));
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe("/flats/A-302?units=A-1");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(reloadDocumentResponse(new URL("https://site.test/_root.data")).headers.get("X-Remix-Redirect")).toBe("/");
  });

  it("knows HubSpot's submission endpoint as the enquiry form posts to it, and the offline page in each language", () => {
    expect(submissionUrl().startsWith(submissionPrefix(site.hubspot.region))).toBe(true);
    expect(OFFLINE_PAGE).toBe("/offline");
    expect(offlinePageFor("/flats/A-302")).toBe("/offline");
    expect(offlinePageFor("/te/flats/A-302")).toBe("/te/offline");
    expect(offlinePageFor("/telugu-news")).toBe("/offline");
  });
});
