import { siteSettings } from "#content/site.ts";
import { hubspotEmbedScript } from "./form-hosts";

/** HubSpot's v2 form embed, loaded once and only when a form is about to be seen. */

type HubspotForm = HTMLFormElement | { 0?: HTMLFormElement };
type SubmittedData = { submissionValues?: Record<string, unknown> };
type CreateOptions = {
  region: string;
  portalId: string;
  formId: string;
  target: string;
  /** The language of the form's own texts (labels, errors, consent), one HubSpot has. */
  locale: string;
  onFormReady?: (form: HubspotForm) => void;
  onFormSubmitted?: (form: HubspotForm, data?: SubmittedData) => void;
};

declare global {
  interface Window {
    hbspt?: { forms: { create: (options: CreateOptions) => void } };
  }
}

export function embedScriptUrl(region: string = siteSettings.hubspot.region): string {
  return hubspotEmbedScript(region);
}

let loading: Promise<void> | null = null;

/** Adds the embed script once; rejects when it is blocked or fails. */
export function loadHubspotScript(): Promise<void> {
  if (window.hbspt) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = embedScriptUrl();
    script.async = true;
    script.onload = () => (window.hbspt ? resolve() : reject(new Error("HubSpot script loaded without hbspt")));
    script.onerror = () => reject(new Error("HubSpot script failed to load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function formElement(form: HubspotForm): HTMLFormElement | undefined {
  return form instanceof HTMLFormElement ? form : form[0];
}

/** Renders the HubSpot form into `#targetId`. */
export function createHubspotForm(
  targetId: string,
  locale: string,
  handlers: Pick<CreateOptions, "onFormReady" | "onFormSubmitted">,
): void {
  window.hbspt?.forms.create({
    region: siteSettings.hubspot.region,
    portalId: siteSettings.hubspot.portalId,
    formId: siteSettings.hubspot.formId,
    target: `#${targetId}`,
    locale,
    ...handlers,
  });
}
