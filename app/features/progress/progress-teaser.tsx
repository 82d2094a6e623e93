import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import type { ProgressUpdate } from "#content/progress.server.ts";
import { progressContent } from "#content/progress.ts";
import { TowerProgressBar } from "./tower-progress-bar";

/** The home page's glimpse of the site: the newest update's date, bars, first paragraph and first photo. */
export function ProgressTeaser({ latest }: { latest: ProgressUpdate }) {
  const { lastUpdated, progressTeaser } = useContent(progressContent);
  const { localePath } = useContent(languageContent);
  const [photo] = latest.photos;
  return (
    <section aria-labelledby="progress-teaser-heading" className="bg-white py-16 render-when-near md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="progress-teaser-heading"
            eyebrow={progressTeaser.eyebrow}
            title={progressTeaser.heading}
            align="left"
          />
          <p className="mt-3 text-sm font-semibold text-muted" data-progress-updated>
            <time dateTime={latest.isoDate}>{lastUpdated(latest.date)}</time>
          </p>
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {latest.towers.map((tower) => (
              <TowerProgressBar key={tower.tower} tower={tower} />
            ))}
          </div>
          {/* Sanitized at build time by content/markdown.server.ts. */}
          <div className="prose-post mt-6 text-base" dangerouslySetInnerHTML={{ __html: latest.leadHtml }} />
          <a href={localePath(href("/progress"))} className={buttonClasses("outline", "md", "mt-8")}>
            {progressTeaser.link} <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
        {photo && (
          <Picture
            src={photo.image}
            alt={photo.alt}
            sizes="(min-width: 1280px) 36rem, (min-width: 1024px) 45vw, calc(100vw - 2.5rem)"
            className="block overflow-hidden rounded-2xl shadow-lg"
            imgClassName="aspect-[4/3] w-full object-cover"
          />
        )}
      </div>
    </section>
  );
}
