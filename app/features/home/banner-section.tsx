import { SpotlightCard } from "#app/components/ui/spotlight-card.tsx";
import { WaveDivider } from "#app/components/ui/wave-divider.tsx";
import { useWords } from "#app/utils/use-content.tsx";

export function BannerSection() {
  const { banner } = useWords("home");
  return (
    <section aria-labelledby="banner-heading" className="relative bg-brand-900 text-white">
      <div className="container-page py-16 text-center md:py-24">
        <p aria-hidden="true" className="mx-auto h-px w-16 bg-gold-500" />
        <h2 id="banner-heading" className="reveal mx-auto mt-6 max-w-4xl font-display text-heading text-white">
          {banner.headline}
        </h2>
        <p className="reveal mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">{banner.text}</p>
        <ul className="mt-12 grid gap-5 text-left md:grid-cols-3">
          {banner.cards.map((card) => (
            <li key={card.title} className="reveal">
              <SpotlightCard className="h-full">
                <h3 className="font-display text-xl text-brand-900">{card.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{card.description}</p>
              </SpotlightCard>
            </li>
          ))}
        </ul>
      </div>
      <WaveDivider className="text-sand-50" />
    </section>
  );
}
