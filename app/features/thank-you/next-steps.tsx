import { useContent } from "#app/utils/use-content.tsx";
import { thankYouContent } from "#content/thank-you.ts";

/** The three steps after an enquiry: a call, the brochure on WhatsApp, a site visit. */
export function NextSteps() {
  const { thankYou } = useContent(thankYouContent);
  return (
    <section
      aria-labelledby="next-steps-heading"
      className="w-full rounded-3xl bg-white p-6 text-left shadow-sm ring-1 ring-sand-200 md:p-8"
    >
      <h2 id="next-steps-heading" className="font-display text-2xl text-brand-900">
        {thankYou.nextStepsHeading}
      </h2>
      <ol className="mt-6 space-y-6">
        {thankYou.nextSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-900 font-display text-lg text-gold-300"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold text-brand-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
