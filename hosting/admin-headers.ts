/**
 * The hosting config of the content editor at /admin/ (Decap CMS, docs/decisions/0014-decap-cms.md):
 * a page of its own with its own policies, which scripts/build/finish-site.ts writes next to the public
 * pages' (hosting/headers.ts) and `npm run cms` (scripts/cms/serve-cms.ts) sends. The public pages'
 * policy does not reach it, and its code no public page.
 *
 * No content imports: `npm run cms` loads this before any content is generated.
 */
import { cmsSettings } from "#scripts/cms/settings.ts";

export const ADMIN_PATH = "/admin/";
/** The admin's versioned and content-hashed files (scripts/cms/build-admin.ts), cached for a year. */
export const ADMIN_ASSETS_PATH = `${ADMIN_PATH}assets/`;

/** GitHub's hosts the editor talks to: the API it reads and commits through, the avatars and files it shows. */
const GITHUB_API = "https://api.github.com";
const GITHUB_IMAGES = ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"];

/**
 * The admin's Content-Security-Policy. `connect` lists the origins it fetches from besides its own
 * and GitHub's API: the OAuth provider by default (scripts/cms/settings.ts); `npm run cms` gives the
 * local decap-server instead, over http (`local`).
 */
export function buildAdminContentSecurityPolicy({
  connect = [new URL(cmsSettings.oauth.baseUrl).origin],
  local = false,
}: { connect?: string[]; local?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // Decap compiles the validator of its configuration (ajv) with new Function: it does not start without this.
    "script-src 'self' 'unsafe-eval'",
    // Decap's interface is styled by emotion, which writes <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Pictures read through the GitHub API or picked from the computer are shown as blob: and data: URLs.
    `img-src 'self' data: blob: ${GITHUB_IMAGES.join(" ")}`,
    "font-src 'self'",
    "media-src 'self' blob:",
    // blob: for the drafts of pictures not yet saved, which Decap reads back with fetch.
    `connect-src 'self' blob: ${[GITHUB_API, ...connect].join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "worker-src 'none'",
    ...(local ? [] : ["upgrade-insecure-requests"]),
  ].join("; ");
}

/**
 * The admin's headers that differ from the public pages' (hosting/headers.ts, securityHeaders): the
 * others (HSTS, nosniff, referrer, permissions, frame options) apply to it unchanged.
 */
export function adminHeaders(csp = buildAdminContentSecurityPolicy()): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    // GitHub sign-in runs in a pop-up of the OAuth provider, which posts the token back to its opener.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}
