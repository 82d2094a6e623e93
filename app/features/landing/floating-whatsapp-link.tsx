import { siWhatsapp } from "simple-icons";
import { whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

/**
 * Round WhatsApp link, bottom right, with the prefilled message of interest. From md it
 * sits above the site's scroll-to-top button, which takes the corner there.
 */
export function FloatingWhatsappLink() {
  const { contact } = useContent(uiContent);
  const { site } = useContent(siteContent);
  return (
    <a
      href={whatsappUrl(site.whatsapp.message)}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-5 z-30 grid size-14 above-privacy-panel place-items-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/70 transition-transform hover:-translate-y-0.5 hover:brightness-110 md:bottom-24"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7" fill="currentColor">
        <path d={siWhatsapp.path} />
      </svg>
      <span className="sr-only">{`${contact.chatOnWhatsapp} ${contact.newTab}`}</span>
    </a>
  );
}
