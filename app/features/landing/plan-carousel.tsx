import { Carousel } from "#app/components/ui/carousel.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { flatsOfPlanPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";

/** Master plan and floor plans (#floor-plans): one slide at a time, arrows wrap around, dots jump. */
export function PlanCarousel() {
  const { landing } = useContent(landingContent);
  const { plans: planLinks } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const { plans } = landing;
  return (
    <section id="floor-plans" aria-labelledby="floor-plans-heading" className="py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading id="floor-plans-heading" eyebrow={plans.eyebrow} title={plans.heading} />
        <div className="mx-auto mt-11 max-w-5xl">
          <Carousel label={plans.carouselLabel} loop arrows dots slideClassName="basis-full px-1 pt-1 pb-3">
            {plans.slides.map((slide) => (
              <figure
                key={slide.title}
                className="grid h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
              >
                <Picture
                  src={slide.image}
                  alt={slide.alt}
                  sizes="(min-width: 1024px) 580px, (min-width: 768px) 56vw, calc(100vw - 4.5rem)"
                  className="block aspect-[4/3] bg-white p-3 md:p-5"
                  imgClassName="size-full object-contain"
                />
                <figcaption className="flex flex-col justify-center border-t border-sand-200 bg-sand-50 p-6 md:border-t-0 md:border-l md:p-8">
                  <h3 className="font-display text-2xl text-brand-900 md:text-3xl">{slide.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{slide.description}</p>
                  {slide.plan && (
                    <a
                      href={localePath(flatsOfPlanPath(slide.plan))}
                      className="mt-4 self-start font-semibold text-brand-800 underline underline-offset-4 hover:text-gold-700"
                    >
                      {planLinks.flatsLink} <span className="sr-only">({slide.title})</span>
                    </a>
                  )}
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
