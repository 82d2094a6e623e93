import { describe, expect, it } from "vitest";
import { siteSettings } from "#content/site.ts";
import { buildContentSecurityPolicy } from "#hosting/headers.ts";
import { embedScriptUrl } from "./embedded-form";
import { hubspotEmbedScript, hubspotHosts } from "./form-hosts";
import { submissionUrl } from "./form-submission";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("HubSpot's hosts follow the region in content/site.yaml", () => {
  it("gives a region's hosts and no other region's", () => {
    const hosts = hubspotHosts("eu1");
    expect(hubspotEmbedScript("eu1")).toBe("https://js-eu1.hsforms.net/forms/embed/v2.js");
    expect(hosts.script).toEqual(["https://js-eu1.hsforms.net", "https://js.hsforms.net"]);
    expect(hosts.frame).toEqual(["https://forms-eu1.hsforms.com", "https://forms.hsforms.com"]);
    expect(hosts.connect).toContain("https://api-eu1.hsforms.com");
    expect(hosts.image).toContain("https://track-eu1.hubspot.com");
    expect(JSON.stringify(hosts)).not.toMatch(/-na\d/);
  });

  it("the policy allows what the enquiry feature loads and posts to, for the configured region", () => {
    const csp = buildContentSecurityPolicy([]);
    expect(new URL(embedScriptUrl()).hostname).toBe(`js-${siteSettings.hubspot.region}.hsforms.net`);
    expect(directive(csp, "script-src")).toContain(new URL(embedScriptUrl()).origin);
    expect(directive(csp, "connect-src")).toContain(new URL(submissionUrl()).origin);
    expect(directive(csp, "frame-src")).toContain(`https://forms-${siteSettings.hubspot.region}.hsforms.com`);
  });

  it("the policy follows another region", () => {
    const csp = buildContentSecurityPolicy([], hubspotHosts("eu1"));
    expect(directive(csp, "script-src")).toContain("https://js-eu1.hsforms.net");
    expect(directive(csp, "frame-src")).toEqual(["https://forms-eu1.hsforms.com", "https://forms.hsforms.com"]);
    expect(csp).not.toContain(`-${siteSettings.hubspot.region}.`);
  });
});
