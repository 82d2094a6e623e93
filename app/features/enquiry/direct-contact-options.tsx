import { siteContent } from "@content/site";
import { uiContent } from "@content/ui";
import { buttonClasses } from "~/components/ui/button-styles";
import { Icon } from "~/components/ui/icon";
import { mailtoUrl, telUrl, whatsappUrl } from "~/utils/contact-links";
import { useContent } from "~/utils/use-content";

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
