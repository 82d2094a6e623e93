import reraQr from "#app/generated/rera-qr.svg?url";
import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

/**
 * The RERA registration's QR code (drawn at build time: scripts/build/rera-qr.ts), beside the registration number
 * in both footers and on the progress page: scanned, or tapped, it opens the registration on the authority's site.
 */
export function ReraQrCode({ className }: { className?: string }) {
  const { contact, footer } = useContent(uiContent);
  return (
    <a
      href={siteSettings.rera.registrationUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-block rounded-md bg-white", className)}
    >
      <img
        src={reraQr}
        alt={footer.reraQr}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="size-24"
      />
      <span className="sr-only">{contact.newTab}</span>
    </a>
  );
}
