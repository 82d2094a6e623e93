import { siWhatsapp } from "simple-icons";
import { Icon } from "#app/components/ui/icon.tsx";
import { pageUrl } from "#app/utils/seo.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { blogContent } from "#content/blog.ts";
import type { SitePath } from "#content/languages.ts";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";

/**
 * WhatsApp sharing, a link; and 'Copy link', a button shown and made to work by plain script once the page has
 * painted (./copy-link-script.ts: the blog is a text page, with no framework).
 */
export function ShareLinks({ title, path }: { title: string; path: SitePath }) {
  const { blog } = useContent(blogContent);
  const { contact } = useContent(uiContent);
  const { pageLanguage } = useContent(languageContent);
  const url = pageUrl(path, pageLanguage);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-semibold text-ink">{blog.share.label}</span>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-full bg-whatsapp px-4 py-2 text-sm font-semibold text-white"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
          <path d={siWhatsapp.path} />
        </svg>
        <span className="sr-only">{blog.share.shareOn}</span> {contact.whatsapp}{" "}
        <span className="sr-only">{contact.newTab}</span>
      </a>
      <button
        type="button"
        hidden
        data-copy-link={url}
        className="inline-flex items-center gap-2 rounded-full border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
      >
        <Icon name="link-2" className="size-4" />
        {blog.share.copy}
      </button>
      <span role="status" data-copied={blog.share.copied} className="text-sm font-semibold text-brand-700" />
    </div>
  );
}
