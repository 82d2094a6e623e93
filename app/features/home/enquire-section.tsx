import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useWords } from "#app/utils/use-content.tsx";
import { FaqList } from "./faq-list";

/** #enquire: the FAQ beside the enquiry form, which its part (app/parts/Enquire.tsx) passes in. */
export function EnquireSection({ form }: { form: ReactNode }) {
  const { enquire } = useWords("home");
  return (
    <section id="enquire" aria-labelledby="enquire-heading" className="bg-sand-100 py-16 render-when-near md:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <h2 className="font-display text-heading text-brand-900">{enquire.faqHeading}</h2>
          <div className="mt-8">
            <FaqList />
          </div>
        </div>
        <div>
          <SectionHeading
            id="enquire-heading"
            eyebrow={enquire.eyebrow}
            title={enquire.heading}
            text={enquire.text}
            align="left"
          />
          <div className="mt-8">{form}</div>
        </div>
      </div>
    </section>
  );
}
