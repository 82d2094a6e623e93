import { useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { siteContent } from "#content/site.ts";

const TOAST_MS = 3000;

/**
 * 'Download Brochure' and 'Chat Now': plain links, so they work before and without JavaScript. On the narrowest
 * phones (320 to 360 px) a label wraps to two lines beside its icon.
 */
export function FloatingBar() {
  const { floatingBar } = useWords("home");
  const { brochureHref } = useContent(languageContent);
  const { site } = useContent(siteContent);
  const [toastVisible, setToastVisible] = useState(false);
  useEffect(() => {
    if (!toastVisible) return;
    const timer = window.setTimeout(() => setToastVisible(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toastVisible]);

  return (
    <>
      <div
        data-floating-bar
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-px bg-brand-950 shadow-[0_-4px_20px_rgb(0_0_0/0.15)] md:inset-x-auto md:bottom-6 md:left-6 md:flex md:gap-3 md:bg-transparent md:shadow-none"
      >
        <a
          href={brochureHref}
          target="_blank"
          rel="noopener"
          onClick={() => setToastVisible(true)}
          className="flex min-h-14 items-center justify-center gap-2 bg-gold-500 px-3 py-1 text-center leading-tight font-semibold text-brand-950 md:min-h-12 md:rounded-full md:shadow-lg"
        >
          <Icon name="file-down" className="size-5" /> {floatingBar.brochure}
          <span className="sr-only">{floatingBar.brochureHint}</span>
        </a>
        <a
          href={whatsappUrl(site.whatsapp.message)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-14 items-center justify-center gap-2 bg-whatsapp px-3 py-1 text-center leading-tight font-semibold text-white md:min-h-12 md:rounded-full md:shadow-lg"
        >
          <Icon name="message-circle" className="size-5" /> {floatingBar.chat}
          <span className="sr-only">{floatingBar.chatHint}</span>
        </a>
      </div>
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex above-privacy-panel justify-center md:bottom-24"
      >
        {toastVisible && (
          <p className="rounded-full bg-brand-950 px-5 py-3 text-sm font-semibold text-white shadow-xl">
            {floatingBar.opening}
          </p>
        )}
      </div>
    </>
  );
}
