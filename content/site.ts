import data from "./generated/site";
import { addressIn } from "./places";
import type { SiteConfig, SiteTexts } from "./schema";
import type { Words } from "./words";

type Phone = SiteConfig["phones"][number] & { label: string };
type Site = Omit<SiteConfig, "phones" | "whatsapp"> & {
  tagline: string;
  phones: [Phone, Phone];
  whatsapp: SiteConfig["whatsapp"] & { message: string };
};

/**
 * The project's names, numbers and ids, from content/site.yaml, the same in every language: for code that needs no
 * words (the service worker, the build's scripts, links and ids).
 */
export const siteSettings: SiteConfig = data;

/**
 * The settings with the words that go with them in the page's language (content/<language>/site-texts.yaml): the
 * tagline, what each phone number is for and the WhatsApp message. Both are checked by content/compile.ts: change a
 * value there and every page, the brochure and the structured data follow on the next build.
 */
export function siteContent(words: Words) {
  const texts: SiteTexts = words.siteTexts;
  const site: Site = {
    ...siteSettings,
    tagline: texts.tagline,
    phones: [
      { ...siteSettings.phones[0], label: texts.phoneLabels[0] },
      { ...siteSettings.phones[1], label: texts.phoneLabels[1] },
    ],
    whatsapp: { ...siteSettings.whatsapp, message: texts.whatsappMessage },
  };
  return { site };
}

/**
 * The site's address in the page's language (the street, city and state as content/<language>/figure-words.yaml
 * names them), in two lines: the street, then the city, state and PIN code.
 */
export function addressContent(words: Words) {
  return { address: addressIn(words.figureWords, siteSettings.address) };
}
