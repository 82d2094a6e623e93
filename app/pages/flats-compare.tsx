import type { ReactNode } from "react";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { useFlatTexts } from "#app/features/flats/texts.ts";

/** Up to three flats side by side (`compare`); the URL (?units=…) holds the choice. */
export function ComparePage({ compare }: { compare?: ReactNode }) {
  const { t } = useFlatTexts();
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-5xl">
        <header className="text-center">
          <h1 className="font-display text-heading text-brand-900">{t.compare.heading}</h1>
          <p className="mt-4 text-lg text-muted">{t.compare.intro}</p>
        </header>
        <div className="mt-8">{compare}</div>
        <div className="mt-12">
          <DirectContactOptions />
        </div>
      </div>
    </div>
  );
}
