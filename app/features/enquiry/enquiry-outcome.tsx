import { enquiry } from "@content/enquiry";
import { Icon } from "~/components/ui/icon";
import { DirectContactOptions } from "./direct-contact-options";

export function EnquiryThanks() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <Icon name="circle-check" className="size-12 text-brand-700" />
      <p className="font-display text-2xl text-brand-900">{enquiry.thanks}</p>
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
          <strong className="block">{enquiry.saved.heading}</strong>
          {enquiry.saved.text}
        </p>
      </div>
      <DirectContactOptions />
    </div>
  );
}
