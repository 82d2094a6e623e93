/**
 * The measurement and advertising tools, loaded only with the visitor's consent and only those content/tracking.yaml
 * switches on (docs/decisions/0026-consent-first-tracking.md): the Google tag for Analytics 4 (measurement) and
 * Google Ads (advertising), with Consent Mode v2 set from the choice; the Meta Pixel (advertising); HubSpot's
 * tracking code (measurement). Each is a script added to the page, after it is idle; none is ever added before a
 * choice or after "Reject".
 */
import type { SiteEvent, SiteEventName } from "#app/utils/site-events.ts";
import { siteSettings } from "#content/site.ts";
import { trackingSettings } from "#content/tracking.ts";
import type { ConsentChoice } from "./consent-choice";
import { hashedUserData } from "./enhanced-conversions";
import { trackingTools } from "./tracking-tools";

type Command = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Command & { queue?: unknown[]; callMethod?: Command; loaded?: boolean; version?: string };
    _fbq?: Window["fbq"];
    _hsq?: unknown[];
  }
}

const tools = trackingTools(trackingSettings);
const loaded = new Set<string>();

function addScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** gtag's queue: the Google tag reads `arguments` objects from dataLayer, as its own snippet pushes them. */
function googleTag(): Command {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the Google tag reads Arguments objects, not arrays.
    window.dataLayer!.push(arguments);
  };
  return window.gtag;
}

/** The Meta Pixel's queue, as its own snippet makes it, until fbevents.js takes over. */
function metaPixel(): Command {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    }) as NonNullable<Window["fbq"]>;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = "2.0";
    window.fbq = fbq;
    window._fbq = fbq;
  }
  return window.fbq;
}

const granted = (yes: boolean) => (yes ? "granted" : "denied");

function consentState(choice: Pick<ConsentChoice, "measurement" | "advertising">) {
  return {
    analytics_storage: granted(choice.measurement),
    ad_storage: granted(choice.advertising),
    ad_user_data: granted(choice.advertising),
    ad_personalization: granted(choice.advertising),
  };
}

let googleStarted = false;

/** Loads what the choice allows, and tells the tools already loaded what changed. */
export function applyChoice(choice: ConsentChoice) {
  const google = (tools.analytics && choice.measurement) || (tools.googleAds && choice.advertising);
  if (google || googleStarted) {
    const gtag = googleTag();
    if (!googleStarted) {
      gtag("consent", "default", consentState({ measurement: false, advertising: false }));
      gtag("js", new Date());
    }
    gtag("consent", "update", consentState(choice));
    if (tools.analytics && choice.measurement && !loaded.has("ga4")) {
      loaded.add("ga4");
      gtag("config", trackingSettings.ga4MeasurementId);
    }
    if (tools.googleAds && choice.advertising && !loaded.has("ads")) {
      loaded.add("ads");
      gtag("config", trackingSettings.googleAds.conversionId, { allow_enhanced_conversions: true });
    }
    if (google) {
      const id =
        tools.analytics && choice.measurement
          ? trackingSettings.ga4MeasurementId
          : trackingSettings.googleAds.conversionId;
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
      googleStarted = true;
    }
  }
  if (tools.metaPixel) {
    if (choice.advertising) {
      const fbq = metaPixel();
      fbq("consent", "grant");
      if (!loaded.has("pixel")) {
        loaded.add("pixel");
        fbq("init", trackingSettings.metaPixelId);
        fbq("track", "PageView");
        addScript("https://connect.facebook.net/en_US/fbevents.js");
      }
    } else if (window.fbq) window.fbq("consent", "revoke");
  }
  if (tools.hubspot) {
    const { region, portalId } = siteSettings.hubspot;
    const src = `https://${region === "na1" ? "js" : `js-${region}`}.hs-scripts.com/${portalId}.js`;
    if (choice.measurement) {
      window._hsq ??= [];
      addScript(src);
    } else if (loaded.has(src)) window._hsq?.push(["doNotTrack"]);
  }
  if (!choice.measurement || !choice.advertising) removeCookies(choice);
}

/** The first-party cookies the tools set, removed when the visitor withdraws the item they belong to. */
const COOKIES = {
  measurement: [/^_ga(_.*)?$/, /^_gid$/, /^__hstc$/, /^__hssc$/, /^__hssrc$/, /^hubspotutk$/],
  advertising: [/^_gcl_.*$/, /^_fbp$/, /^_fbc$/],
};

function removeCookies(choice: Pick<ConsentChoice, "measurement" | "advertising">) {
  const patterns = [
    ...(choice.measurement ? [] : COOKIES.measurement),
    ...(choice.advertising ? [] : COOKIES.advertising),
  ];
  const host = location.hostname;
  // The tools set them on the site's domain and its parent (".example.com"); both are cleared.
  const domains = ["", host, `.${host}`, `.${host.split(".").slice(-2).join(".")}`];
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]!.trim();
    if (!patterns.some((pattern) => pattern.test(name))) continue;
    for (const domain of domains)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ""}`;
  }
}

/** The Meta Pixel's standard event for each of the site's events, where there is one. */
const META_EVENTS: Partial<Record<SiteEventName, string>> = {
  generate_lead: "Lead",
  site_visit_booked: "Schedule",
  call_tap: "Contact",
  whatsapp_tap: "Contact",
  view_item: "ViewContent",
  purchase: "Purchase",
};

/** Sends one event to every tool the choice allows. */
export async function sendEvent(event: SiteEvent, choice: ConsentChoice) {
  const { name, params, id } = event;
  if (tools.analytics && choice.measurement)
    googleTag()(
      "event",
      name,
      name === "view_item"
        ? {
            currency: params.currency,
            value: params.value,
            items: [{ item_id: params.unit, item_name: params.unit, price: params.value }],
          }
        : { ...params, event_id: id, send_to: trackingSettings.ga4MeasurementId },
    );
  if (!choice.advertising) return;
  const label =
    trackingSettings.googleAds.conversionLabels[name as keyof typeof trackingSettings.googleAds.conversionLabels];
  if (tools.googleAds && label) {
    const gtag = googleTag();
    if (event.user) gtag("set", "user_data", await hashedUserData(event.user));
    gtag("event", "conversion", {
      send_to: `${trackingSettings.googleAds.conversionId}/${label}`,
      ...(typeof params.value === "number" && { value: params.value, currency: params.currency }),
      transaction_id: id,
    });
  }
  const metaEvent = META_EVENTS[name];
  if (tools.metaPixel && metaEvent)
    metaPixel()(
      "track",
      metaEvent,
      {
        ...(typeof params.value === "number" && { value: params.value, currency: params.currency }),
        ...(typeof params.form === "string" && { content_name: params.form }),
        ...(typeof params.unit === "string" && { content_ids: [params.unit], content_type: "product" }),
      },
      { eventID: id },
    );
}
