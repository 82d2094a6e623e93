import { siteSettings } from "@content/site";
import { uiContent } from "@content/ui";
import reraQr from "~/generated/rera-qr.svg?url";
import { cn } from "~/utils/cn";
import { useContent } from "~/utils/use-content";

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
