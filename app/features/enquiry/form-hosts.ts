/**
 * HubSpot's hosts for a portal's region (`hubspot.region` in content/site.yaml, e.g. "na2" or "eu1").
 * The embed script, the form it frames and the tracking pixel are served from the region's hosts,
 * the Forms API and the fallbacks the embed also calls are global. The enquiry feature loads and
 * posts to these; the Content-Security-Policy (hosting/headers.ts) allows exactly these.
 *
 * No imports: hosting/headers.ts loads this outside Vite's aliases.
 */

const regional = (service: string, region: string, domain: string) => `https://${service}-${region}.${domain}`;

/** The origin of the Forms API v3 submission endpoint the site's own form posts to. */
export const HUBSPOT_SUBMIT_API = "https://api.hsforms.com";

/** The v2 embed script, which the browser loads: the one host list it needs (the rest is the CSP's). */
export function hubspotEmbedScript(region: string): string {
  return `${regional("js", region, "hsforms.net")}/forms/embed/v2.js`;
}

/** Every host the form uses, by CSP directive (hosting/headers.ts). */
export function hubspotHosts(region: string) {
  const formsHost = regional("forms", region, "hsforms.com");
  return {
    script: [regional("js", region, "hsforms.net"), "https://js.hsforms.net"],
    connect: [HUBSPOT_SUBMIT_API, regional("api", region, "hsforms.com"), formsHost, "https://forms.hsforms.com"],
    frame: [formsHost, "https://forms.hsforms.com"],
    image: [formsHost, "https://forms.hsforms.com", regional("track", region, "hubspot.com")],
  };
}

export type HubspotHosts = ReturnType<typeof hubspotHosts>;
