import { site } from "@content/site";

/** wa.me link to the sales number, with the prefilled message unless another is given. */
export function whatsappUrl(message: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export function telUrl(index: 0 | 1 = 0): string {
  return `tel:${site.phones[index].tel}`;
}

export function mailtoUrl(subject = `Enquiry about ${site.projectName}`): string {
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
}
