import { Carousel } from "#app/components/ui/carousel.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useWords } from "#app/utils/use-content.tsx";
import { HighlightsGrid } from "./highlights-grid";
import { MissionAndValues } from "./mission-and-values";

/** docs/product.md, Constants: the about carousel advances every 3000 ms and interaction does not stop it. */
const ABOUT_AUTOPLAY_MS = 3000;

export function AboutSection() {
  const { intro: aboutIntro, slides: aboutSlides, slidesLabel: aboutSlidesLabel } = useWords("about");
  return (
    <section id="about" aria-labelledby="about-heading" className="py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading
          id="about-heading"
          eyebrow={aboutIntro.eyebrow}
          title={aboutIntro.heading}
          text={aboutIntro.text}
        />
        <div className="mt-12">
          <Carousel
            label={aboutSlidesLabel}
            loop
            autoplayMs={ABOUT_AUTOPLAY_MS}
            dimInactive
            slideClassName="pl-4 basis-[85%] md:basis-[70%] lg:basis-[60%]"
            trackClassName="-ml-4"
          >
            {aboutSlides.map((slide) => (
              <figure key={slide.title} className="relative overflow-hidden rounded-2xl">
                <Picture
                  src={slide.image}
                  alt={slide.alt}
                  sizes="(min-width: 1024px) 760px, (min-width: 768px) 70vw, 85vw"
                  className="block aspect-[16/10]"
                  imgClassName="size-full object-cover"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/90 to-transparent p-5 pt-16 text-white md:p-7 md:pt-20">
                  <span className="block font-display text-2xl md:text-3xl">{slide.title}</span>
                  <span className="mt-1 block text-sm text-brand-50 md:text-base">{slide.description}</span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
        <HighlightsGrid />
        <MissionAndValues />
      </div>
    </section>
  );
}
