import { useContent } from "#app/utils/use-content.tsx";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { SocialIcon } from "./social-icon";

/** The project's five social networks as round icon links, for dark footers. */
export function SocialLinks() {
  const { contact, footer } = useContent(uiContent);
  return (
    <ul className="flex gap-3" aria-label={footer.socialLabel}>
      {siteSettings.social.map((item) => (
        <li key={item.network}>
          <a
            href={item.url}
            rel="noopener noreferrer"
            target="_blank"
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-gold-500 hover:text-brand-950"
          >
            <SocialIcon network={item.network} className="size-4.5" />
            <span className="sr-only">{`${footer.socialLink(item.network)} ${contact.newTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
