import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { useFlatTexts } from "./texts";

/** /flats/<unknown unit>: written out as flats/404.html, served with status 404. */
export function FlatNotFound() {
  const { t } = useFlatTexts();
  const { localePath } = useContent(languageContent);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center pt-28 pb-16">
      <h1 className="font-display text-heading text-brand-900">{t.flat.notFoundHeading}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t.flat.notFoundText}</p>
      <a href={localePath(href("/flats"))} className={buttonClasses("primary", "lg", "mt-8")}>
        {t.flat.backToList}
      </a>
    </section>
  );
}
