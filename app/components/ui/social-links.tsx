import { site } from "@content/site";
import { contact, footer } from "@content/ui";
import { SocialIcon } from "./social-icon";

/** The project's five social networks as round icon links, for dark footers. */
export function SocialLinks() {
  return (
    <ul className="flex gap-3" aria-label={footer.socialLabel}>
      {site.social.map((item) => (
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
