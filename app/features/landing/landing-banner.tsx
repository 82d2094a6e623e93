import type { ReactNode } from "react";
import { ArtDirectedPicture } from "#app/components/ui/art-directed-picture.tsx";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";
import { languageContent } from "#content/page-language.ts";
import { siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { BrochureModal, useBrochureModal } from "./brochure-modal";

/** The banner (#home): the LCP image, the headline, the facts and the brochure offer. */
export function LandingBanner({ brochureForm }: { brochureForm: ReactNode }) {
  const { landing } = useContent(landingContent);
  const { site } = useContent(siteContent);
  const { contact, footer } = useContent(uiContent);
  const { brochureHref } = useContent(languageContent);
  const { hero } = landing;
  const brochure = useBrochureModal();

  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      {/* Phones: the tall crop fills the top, sky behind the headline, towers below it. From md: the wide crop fills the banner. */}
      <ArtDirectedPicture
        mobile={hero.imageMobile}
        desktop={hero.imageDesktop}
        alt={hero.alt}
        priority
        className="absolute inset-x-0 top-0 -z-10 block h-[36rem] md:inset-y-0 md:h-auto"
        imgClassName="size-full object-cover object-bottom md:object-center"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[linear-gradient(to_bottom,rgb(10_42_43/0.8),rgb(10_42_43/0.1)_40%,rgb(10_42_43/0.15)_60%,rgb(10_42_43/0.92)_80%,rgb(10_42_43))] md:inset-y-0 md:h-auto md:bg-gradient-to-r md:from-brand-950/95 md:via-brand-950/60 md:via-50% md:to-brand-950/0"
      />
      <div className="container-page pb-8 md:flex md:min-h-[min(46rem,calc(100svh-4.5rem))] md:items-center md:py-20">
        <div className="max-w-2xl">
          <div className="min-h-[27rem] pt-8 md:min-h-0 md:pt-0">
            <p className="text-xs font-bold tracking-[0.22em] text-gold-300 uppercase">{hero.eyebrow}</p>
            <h1 id="home-heading" className="mt-3 font-display text-display text-balance drop-shadow-sm">
              {hero.headline}
            </h1>
          </div>
          <p className="mt-4 max-w-xl leading-relaxed text-brand-50 sm:text-lg">{hero.subline}</p>
          <dl className="mt-6 grid grid-cols-3 gap-px overflow-hidden rounded-2xl bg-white/15 ring-1 ring-white/20 backdrop-blur-md md:mt-7">
            {hero.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse justify-end bg-brand-950/55 px-3 py-3 md:px-4 md:py-4"
              >
                <dt className="mt-1 text-[0.7rem] font-semibold tracking-wider text-brand-100 uppercase">
                  {fact.label}
                </dt>
                <dd className="font-display text-[1.0625rem] leading-tight text-white sm:text-lg md:text-2xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3 md:mt-8">
            {/* Without JavaScript this is a plain link to the PDF; with it, the modal offers the form first. */}
            <a
              href={brochureHref}
              onClick={(event) => {
                event.preventDefault();
                brochure.show();
              }}
              className={buttonClasses("gold", "lg")}
            >
              <Icon name="file-down" className="size-5" />
              {hero.brochureLabel}
            </a>
            <a
              href={whatsappUrl(site.whatsapp.message)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outlineLight", "lg", "max-sm:hidden")}
            >
              <Icon name="message-circle" className="size-5" />
              {contact.whatsappUs}
              <span className="sr-only">{contact.newTab}</span>
            </a>
          </div>
          <p className="mt-5 text-xs tracking-wide text-brand-100 md:mt-6">
            {footer.reraNumber} <span className="font-semibold text-white">{site.rera.number}</span>
          </p>
        </div>
      </div>
      <BrochureModal open={brochure.open} onClose={brochure.close} form={brochureForm} />
    </section>
  );
}
