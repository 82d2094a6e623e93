import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { href, withQuery } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";
import { useFlatTexts } from "./texts";

/** WhatsApp's share link (no number: the visitor picks whom to send it to) with a prefilled message. */
function whatsappShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

type Props = { unit: string; price: string; url: string };

/** Share on WhatsApp, print the cost sheet (needs the script, so shown after hydration) and compare. */
export function FlatActions({ unit, price, url }: Props) {
  const hydrated = useHydrated();
  const { contact } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const { t } = useFlatTexts();
  const texts = t.flat;
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <a
        href={whatsappShareUrl(fill(texts.shareMessage, { unit, price, url }))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("whatsapp", "md")}
        data-share-whatsapp
      >
        <Icon name="message-circle" className="size-4" />
        {texts.share}
        <span className="sr-only">{contact.newTab}</span>
      </a>
      {hydrated && (
        <button type="button" onClick={() => window.print()} className={buttonClasses("outline", "md")}>
          <Icon name="printer" className="size-4" />
          {texts.print}
        </button>
      )}
      <a
        href={localePath(withQuery(href("/flats/compare"), { units: unit }))}
        className={buttonClasses("outline", "md")}
      >
        <Icon name="expand" className="size-4" />
        {texts.compare}
      </a>
    </div>
  );
}
