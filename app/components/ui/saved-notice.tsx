import { Icon } from "./icon";

/** Said when a form's message is kept on the phone, to be sent when the connection returns, or could not be sent. */
export function SavedNotice({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="flex gap-3 rounded-xl bg-gold-100 p-4 text-ink">
      <Icon name="cloud-off" className="mt-0.5 size-6 text-gold-700" />
      <p>
        <strong className="block">{heading}</strong>
        {text}
      </p>
    </div>
  );
}
