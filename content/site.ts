import data from "./generated/site";
import texts from "./generated/site-texts";
import type { SiteConfig, SiteTexts } from "./schema";

type Phone = SiteConfig["phones"][number] & { label: string };
type Site = Omit<SiteConfig, "phones" | "whatsapp"> & {
  tagline: string;
  phones: [Phone, Phone];
  whatsapp: SiteConfig["whatsapp"] & { message: string };
};

const settings = data as SiteConfig;
const words = texts as SiteTexts;

/**
 * The project's names, numbers and ids, from content/site.yaml, with the words that go with them in the page's
 * language (content/<language>/site-texts.yaml): the tagline, what each phone number is for and the WhatsApp
 * message. Both are checked by content/compile.ts: change a value there and every page, the brochure and the
 * structured data follow on the next build.
 */
export const site: Site = {
  ...settings,
  tagline: words.tagline,
  phones: [
    { ...settings.phones[0], label: words.phoneLabels[0] },
    { ...settings.phones[1], label: words.phoneLabels[1] },
  ],
  whatsapp: { ...settings.whatsapp, message: words.whatsappMessage },
};
