import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy } from "#hosting/headers.ts";
import { trackingHosts, trackingIsOn, trackingTools } from "./tracking-tools";

const none = { ga4MeasurementId: "", googleAds: { conversionId: "" }, metaPixelId: "", hubspotTracking: false };
const every = {
  ga4MeasurementId: "G-TEST12345",
  googleAds: { conversionId: "AW-123456789" },
  metaPixelId: "1234567890123456",
  hubspotTracking: true,
};

describe("trackingHosts", () => {
  it("is empty, and tracking off, with every id empty", () => {
    expect(trackingIsOn(none)).toBe(false);
    expect(trackingHosts(none)).toEqual({ script: [], connect: [], image: [], frame: [] });
  });

  it("adds only the hosts of the tools switched on", () => {
    const pixel = trackingHosts({ ...none, metaPixelId: "1234567890123456" });
    expect(trackingIsOn({ ...none, metaPixelId: "1234567890123456" })).toBe(true);
    expect(pixel.script).toEqual(["https://connect.facebook.net"]);
    expect(Object.values(pixel).flat().join(" ")).not.toMatch(/google|hubspot|hs-/);
    const analytics = trackingHosts({ ...none, ga4MeasurementId: "G-TEST12345" });
    expect(analytics.script).toEqual(["https://*.googletagmanager.com"]);
    expect(Object.values(analytics).flat().join(" ")).not.toMatch(/doubleclick|facebook|hubspot/);
  });

  it("names each host once per directive when tools share them", () => {
    const hosts = trackingHosts(every);
    for (const list of Object.values(hosts)) expect(new Set(list).size).toBe(list.length);
    expect(trackingTools(every)).toEqual({ analytics: true, googleAds: true, metaPixel: true, hubspot: true });
  });
});

describe("buildContentSecurityPolicy with tracking", () => {
  // A CDN's header line holds 2,000 characters (scripts/server/headers-file.ts); the pages have about ten inline
  // scripts to hash today.
  const hashes = Array.from({ length: 12 }, (_, index) => `sha256-${"A".repeat(42)}${index}=`);

  it("allows every switched-on tool's hosts and stays within a header line with all of them", () => {
    const csp = buildContentSecurityPolicy(hashes, undefined, trackingHosts(every));
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.facebook\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.doubleclick\.net/);
    expect(csp.length).toBeLessThan(2000);
  });

  it("is the policy without tracking when every id is empty", () => {
    expect(buildContentSecurityPolicy(hashes, undefined, trackingHosts(none))).not.toMatch(
      /google|facebook|hs-scripts|doubleclick/,
    );
  });
});
