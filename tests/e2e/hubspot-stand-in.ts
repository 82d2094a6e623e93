import type { Page, Request } from "@playwright/test";
import { HUBSPOT_SUBMIT_API, hubspotEmbedScript } from "#app/features/enquiry/form-hosts.ts";
import { siteSettings } from "#content/site.ts";

/**
 * Stands in for HubSpot: its v2 embed script (a small form that calls the same
 * callbacks), its submission endpoint, or a block such as an ad blocker's.
 */
/** A page, or its browser context, whose routes also see a service worker's requests (tests/e2e/offline.spec.ts). */
type Routable = Pick<Page, "route">;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const EMBED_SCRIPT = new RegExp(`^${escapeRegExp(hubspotEmbedScript(siteSettings.hubspot.region))}`);
const SUBMIT_ENDPOINT = new RegExp(`^${escapeRegExp(HUBSPOT_SUBMIT_API)}/submissions/v3/integration/submit/`);

const standInScript = `
window.__hubspotCreateCalls = [];
window.hbspt = { forms: { create: function (options) {
  window.__hubspotCreateCalls.push({ region: options.region, portalId: options.portalId, formId: options.formId, target: options.target });
  var form = document.createElement("form");
  form.setAttribute("aria-label", "HubSpot form");
  form.innerHTML = '<label>First name <input name="firstname"></label> <label>Email <input name="email"></label> <label>Phone number <input name="phone"></label> <input type="hidden" name="utm_source"> <input type="hidden" name="flat_unit"> <input type="hidden" name="flat_price"> <button type="submit">Submit</button>';
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var values = Object.fromEntries(new FormData(form));
    // Kept for the tab: a form that goes on to /thank-you loads it as a new page.
    sessionStorage.setItem("hubspot-stand-in-submitted", JSON.stringify(values));
    if (options.onFormSubmitted) options.onFormSubmitted(form, { submissionValues: values });
  });
  document.querySelector(options.target).append(form);
  if (options.onFormReady) options.onFormReady(form);
} } };
`;

/** Serves the stand-in embed; returns the list of script requests made. */
export async function serveHubspotEmbed(page: Routable): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(EMBED_SCRIPT, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: "application/javascript", body: standInScript });
  });
  return requests;
}

export async function blockHubspotEmbed(page: Routable): Promise<void> {
  await page.route(EMBED_SCRIPT, (route) => route.abort("blockedbyclient"));
}

/**
 * Answers the submission endpoint with `status` (0: the connection fails); returns the JSON bodies it accepted
 * (answered 2xx), in order: what HubSpot would hold.
 */
export async function answerSubmissions(where: Routable | Routable[], status: () => number): Promise<unknown[]> {
  const bodies: unknown[] = [];
  const answer: Parameters<Routable["route"]>[1] = async (route) => {
    if (route.request().method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: corsHeaders });
      return;
    }
    const code = status();
    if (code === 0) {
      await route.abort("internetdisconnected");
      return;
    }
    if (code >= 200 && code < 300) bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: code, headers: corsHeaders, contentType: "application/json", body: "{}" });
  };
  for (const routable of [where].flat()) await routable.route(SUBMIT_ENDPOINT, answer);
  return bodies;
}

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

/** A submission's fields (HubSpot's Forms API body, as the stand-in recorded it or a queue holds it), by name. */
export function fieldsOf(body: unknown): Record<string, string> {
  return Object.fromEntries(
    (body as { fields: { name: string; value: string }[] }).fields.map((field) => [field.name, field.value]),
  );
}

export function createCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { __hubspotCreateCalls?: unknown[] }).__hubspotCreateCalls ?? []);
}

/** The values the stand-in form submitted, hidden fields included. */
export function submittedValues(page: Page) {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem("hubspot-stand-in-submitted") ?? "null") as Record<string, string> | null,
  );
}
