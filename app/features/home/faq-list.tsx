import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/utils/use-content.tsx";

/**
 * An exclusive accordion on native <details name>: opening one closes the others,
 * and a click on the open one closes it. It works without JavaScript.
 */
export function FaqList() {
  const { faqs } = useWords("faq");
  return (
    <div className="divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {faqs.map((faq) => (
        <details key={faq.question} name="faq" className="group px-5 md:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Icon name="chevron-down" className="size-5 text-gold-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 leading-relaxed text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
