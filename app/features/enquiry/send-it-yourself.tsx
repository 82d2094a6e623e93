import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { mailtoUrl, telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import { uiContent } from "#content/ui.ts";
import { enquiryMessage } from "./enquiry-message";
import type { EnquiryInput } from "./enquiry-validation";
import type { FlatInterest } from "./form-submission";

/** The enquiry written out, one tap from WhatsApp or the mail app; and a call. */
export default function SendItYourself({ input, flat }: { input: EnquiryInput; flat?: FlatInterest }) {
  const { enquiry } = useContent(enquiryContent);
  const { contact } = useContent(uiContent);
  const message = enquiryMessage(input, enquiry, flat);
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <li>
        <a
          href={whatsappUrl(message.text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("whatsapp", "md", "w-full")}
        >
          <Icon name="message-circle" className="size-4" /> {enquiry.unreachable.whatsapp}
          <span className="sr-only">{contact.newTab}</span>
        </a>
      </li>
      <li>
        <a href={mailtoUrl(message.subject, message.text)} className={buttonClasses("outline", "md", "w-full")}>
          <Icon name="mail" className="size-4" /> {enquiry.unreachable.email}
        </a>
      </li>
      <li>
        <a href={telUrl()} className={buttonClasses("primary", "md", "w-full")}>
          <Icon name="phone" className="size-4" /> {contact.call}
        </a>
      </li>
    </ul>
  );
}
