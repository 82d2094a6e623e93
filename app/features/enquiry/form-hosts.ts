/**
 * HubSpot's hosts for a portal's region (`hubspot.region` in content/site.yaml, e.g. "na2" or "eu1").
 * The embed script, the form it frames and the tracking pixel are served from the region's hosts,
 * the Forms API and the fallbacks the embed also calls are global. The enquiry feature loads and
 * posts to these; the Content-Security-Policy (hosting/headers.ts) allows exactly these.
 *
 * No imports: hosting/headers.ts loads this outside Vite's aliases.
 */
export function hubspotHosts(region: string) {
  const regional = (service: string, domain: string) => `https://${service}-${region}.${domain}`;
  const scriptHost = regional("js", "hsforms.net");
  const formsHost = regional("forms", "hsforms.com");
  const submitApi = "https://api.hsforms.com";
  return {
    /** The v2 embed script. */
    embedScript: `${scriptHost}/forms/embed/v2.js`,
    /** The origin of the Forms API v3 submission endpoint the site's own form posts to. */
    submitApi,
    script: [scriptHost, "https://js.hsforms.net"],
    connect: [submitApi, regional("api", "hsforms.com"), formsHost, "https://forms.hsforms.com"],
    frame: [formsHost, "https://forms.hsforms.com"],
    image: [formsHost, "https://forms.hsforms.com", regional("track", "hubspot.com")],
  };
}

export type HubspotHosts = ReturnType<typeof hubspotHosts>;
