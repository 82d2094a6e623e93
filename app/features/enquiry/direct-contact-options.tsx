import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { mailtoUrl, telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

/** Call, WhatsApp and e-mail: the enquiry path that needs no script and no third party. */
export function DirectContactOptions() {
  const { contact } = useContent(uiContent);
  const { site } = useContent(siteContent);
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <li>
        <a href={telUrl()} className={buttonClasses("primary", "md", "w-full")}>
          <Icon name="phone" className="size-4" /> {contact.call}
        </a>
      </li>
      <li>
        <a
          href={whatsappUrl(site.whatsapp.message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("whatsapp", "md", "w-full")}
        >
          <Icon name="message-circle" className="size-4" /> {contact.whatsappUs}
          <span className="sr-only">{contact.newTab}</span>
        </a>
      </li>
      <li>
        <a href={mailtoUrl(contact.emailSubject)} className={buttonClasses("outline", "md", "w-full")}>
          <Icon name="mail" className="size-4" /> {contact.email}
        </a>
      </li>
    </ul>
  );
}
