/**
 * The hosting config: response headers for every CDN and for `npm start`.
 * scripts/postbuild.ts writes them to build/client/_headers (Netlify and Cloudflare
 * Pages read that file) and build/nginx-headers.conf; scripts/serve.ts applies the
 * same _headers file. See docs/decisions/0004-csp-with-hashes.md.
 */

/** Hosts the HubSpot v2 form embed (region na2) loads from, posts to and frames. */
const hubspotHosts = {
  script: ["https://js-na2.hsforms.net", "https://js.hsforms.net"],
  connect: ["https://api.hsforms.com", "https://api-na2.hsforms.com", "https://forms-na2.hsforms.com", "https://forms.hsforms.com"],
  frame: ["https://forms-na2.hsforms.com", "https://forms.hsforms.com"],
  image: ["https://forms-na2.hsforms.com", "https://forms.hsforms.com", "https://track-na2.hubspot.com"],
};

/** The Content-Security-Policy; scripts are allowed by origin and by the hashes of the inline scripts. */
export function buildContentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hubspotHosts.script.join(" ")} ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`,
    // Inline style attributes carry image placeholder colours and HubSpot's form styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${hubspotHosts.image.join(" ")}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${hubspotHosts.connect.join(" ")}`,
    `frame-src ${hubspotHosts.frame.join(" ")}`,
    `form-action 'self' ${hubspotHosts.connect.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and unhashed files are revalidated so a new deploy shows at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Paths whose files carry a content hash in their names. */
export const immutablePaths = ["/assets/*", "/media/*"];
