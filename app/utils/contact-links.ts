import { site } from "@content/site";
import { contact } from "@content/ui";

/** wa.me link to the sales number, with the prefilled message unless another is given. */
export function whatsappUrl(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export function telUrl(index: 0 | 1 = 0): string {
  return `tel:${site.phones[index].tel}`;
}

export function mailtoUrl(subject = contact.emailSubject, body?: string): string {
  const query = `subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ""}`;
  return `mailto:${site.email}?${query}`;
}
