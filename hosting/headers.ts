/**
 * The hosting config: response headers for every CDN and for `npm start`.
 * scripts/build/finish-site.ts writes them to build/client/_headers (Netlify and Cloudflare
 * Pages read that file) and build/nginx-headers.conf; scripts/server/serve.ts applies the
 * same _headers file. See docs/decisions/0004-csp-with-hashes.md.
 */
import { type HubspotHosts, hubspotHosts } from "#app/features/enquiry/form-hosts.ts";
import { SERVICE_WORKER_URL } from "#app/features/offline/worker-messages.ts";
import { type TrackingHosts, trackingHosts } from "#app/features/tracking/tracking-tools.ts";
import { siteSettings } from "#content/site.ts";
import { trackingSettings } from "#content/tracking.ts";

/**
 * The Content-Security-Policy; scripts are allowed by origin and by the hashes of the inline scripts. Only
 * directives every engine knows: the install manifest (`/site.webmanifest`) is allowed by `default-src 'self'`, as
 * `manifest-src` falls back to it, and WebKit logs that directive as unrecognised on every page
 * (docs/decisions/0030-browser-support.md).
 */
export function buildContentSecurityPolicy(
  scriptHashes: string[],
  // The hosts the HubSpot form embed loads from, posts to and frames, for the configured region.
  hubspot: HubspotHosts = hubspotHosts(siteSettings.hubspot.region),
  // The hosts of the measurement and advertising tools content/tracking.yaml switches on; none when its ids are empty.
  tracking: TrackingHosts = trackingHosts(trackingSettings),
): string {
  const hosts = (...lists: string[][]) => [...new Set(lists.flat())].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hosts(hubspot.script, tracking.script)} ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`,
    // Inline style attributes carry image placeholder colours and HubSpot's form styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${hosts(hubspot.image, tracking.image)}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${hosts(hubspot.connect, tracking.connect)}`,
    `frame-src ${hosts(hubspot.frame, tracking.frame)}`,
    `form-action 'self' ${hubspot.connect.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // The site's own service worker (app/service-worker/, docs/decisions/0020), and no other worker.
    "worker-src 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * The service worker's script: revalidated on every request, so a deploy reaches every visitor at their
 * next visit. Browsers fetch it past the HTTP cache anyway; this keeps CDNs and proxies from holding it.
 */
export const serviceWorkerPaths = [SERVICE_WORKER_URL];
