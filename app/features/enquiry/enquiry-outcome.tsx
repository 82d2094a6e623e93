import { Icon } from "~/components/ui/icon";
import { DirectContactOptions } from "./direct-contact-options";

const INLINE_THANKS = "Thank you for your enquiry! We'll get back to you soon.";

export function EnquiryThanks() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <Icon name="circle-check" className="size-12 text-brand-700" />
      <p className="font-display text-2xl text-brand-900">{INLINE_THANKS}</p>
    </div>
  );
}

/** Shown when the enquiry could not be sent yet: it is kept on the device. */
export function EnquirySaved() {
  return (
    <div role="status" className="space-y-4">
      <div className="flex gap-3 rounded-xl bg-gold-100 p-4 text-ink">
        <Icon name="cloud-off" className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <p>
          <strong className="block">Your enquiry is saved on this device.</strong>
          We couldn&apos;t reach our server just now. It will be sent automatically as soon as you&apos;re back online,
          even if you come back later. If you&apos;d rather talk now, call or WhatsApp us:
        </p>
      </div>
      <DirectContactOptions />
    </div>
  );
}
