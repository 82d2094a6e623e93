import { siteSettings } from "#content/site.ts";

/** wa.me link to the sales number with a prefilled message: the site's (`site.whatsapp.message`) or another. */
export function whatsappUrl(message: string): string {
  return `https://wa.me/${siteSettings.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export function telUrl(index: 0 | 1 = 0): string {
  return `tel:${siteSettings.phones[index].tel}`;
}

/** A mailto link to the sales e-mail; the usual subject is `contact.emailSubject` (uiContent). */
export function mailtoUrl(subject: string, body?: string): string {
  const query = `subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ""}`;
  return `mailto:${siteSettings.email}?${query}`;
}
