import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { Icon } from "./icon";
import { ReraQrCode } from "./rera-qr-code";

type Props = {
  headingId: string;
  words: { heading: string; text: string; link: string };
  className?: string;
};

/**
 * The project's RERA registration (content/site.yaml `rera`): its number, its QR code and a link to its page on
 * the authority's website, in the words of the page that shows it (/progress, /approvals).
 */
export function ReraRegistration({ headingId, words, className }: Props) {
  const { contact } = useContent(uiContent);
  const { rera } = siteSettings;
  return (
    <section aria-labelledby={headingId} className={cn("rounded-2xl bg-brand-900 p-6 text-brand-50", className)}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 font-display text-xl text-white">
            <Icon name="shield-check" className="size-5 text-gold-300" />
            {words.heading}
          </h2>
          <p className="mt-2 font-mono text-lg font-semibold tracking-wide text-gold-300">{rera.number}</p>
        </div>
        <ReraQrCode className="shrink-0" />
      </div>
      <p className="mt-2 text-sm leading-relaxed text-brand-100">{words.text}</p>
      <a
        href={rera.registrationUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-gold-300"
      >
        {words.link} <span className="sr-only">{contact.newTab}</span>
      </a>
    </section>
  );
}
