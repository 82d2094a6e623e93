import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { privacyChoicesContent, trackedDataContent } from "#content/tracking.ts";

/** The panel's id: the footers' link names it, and app/features/tracking/tracking-script.ts shows it. */
export const PRIVACY_PANEL_ID = "privacy-choices-panel";

/**
 * The consent panel (docs/decisions/0026-consent-first-tracking.md): what the site would measure, in two items a
 * visitor can tick on their own, and "Accept" and "Reject" alike in look and place. Rendered into every page only
 * when some tracking id is set (app/shells/layout/Page.astro); hidden until app/features/tracking/tracking-script.ts shows it, to a
 * visitor who has not chosen yet or who opens it from a footer. Fixed to the bottom of the screen, it moves nothing;
 * while it shows, the page gains room below its end and the floating buttons rise above it, so it hides no content
 * and no way to enquire. Not a modal: the page stays usable, and it sits first in the tab order.
 */
export function PrivacyChoicesPanel() {
  const { privacyChoices: words } = useContent(privacyChoicesContent);
  const { trackedData } = useContent(trackedDataContent);
  const { localePath } = useContent(languageContent);
  const item = (name: "measurement" | "advertising") => (
    <div className="flex gap-2 rounded-lg bg-sand-50 p-2 ring-1 ring-sand-200 md:gap-3 md:p-2.5">
      <input
        id={`${PRIVACY_PANEL_ID}-${name}`}
        type="checkbox"
        name={name}
        aria-describedby={`${PRIVACY_PANEL_ID}-${name}-text`}
        className="mt-0.5 size-4 shrink-0 accent-brand-900"
      />
      <div>
        <label htmlFor={`${PRIVACY_PANEL_ID}-${name}`} className="block font-semibold text-brand-950">
          {words[name].label}
        </label>
        <p id={`${PRIVACY_PANEL_ID}-${name}-text`} className="text-xs text-muted md:text-sm">
          {words[name].text}
        </p>
        {/* What each tool of the item receives, written from what the code sends (content/tracked-data.ts). */}
        {trackedData[name].length > 0 && (
          <details className="text-xs text-muted md:text-sm">
            <summary className="cursor-pointer py-1 font-semibold text-brand-800">{words.whatEachReceives}</summary>
            <ul className="list-disc space-y-1 ps-4">
              {trackedData[name].map(({ tool, line }) => (
                <li key={tool} data-tool={tool}>
                  {line}
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </div>
  );
  const choiceButton = buttonClasses("primary", "md", "w-full py-2 md:py-2.5");
  return (
    <>
      <section
        id={PRIVACY_PANEL_ID}
        hidden
        aria-labelledby={`${PRIVACY_PANEL_ID}-heading`}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[70vh] overflow-y-auto border-t border-sand-200 bg-white text-sm shadow-[0_-8px_30px_rgb(0_0_0/0.15)] print:hidden"
      >
        <form
          className="container-page grid gap-2.5 py-3 md:grid-cols-[1fr_auto] md:gap-x-8 md:py-4"
          data-privacy-choices-form=""
        >
          <div className="space-y-2">
            <h2
              id={`${PRIVACY_PANEL_ID}-heading`}
              tabIndex={-1}
              className="font-display text-base text-brand-950 outline-none md:text-lg"
            >
              {words.heading}
            </h2>
            <p className="text-xs text-muted md:text-sm">
              {words.intro}{" "}
              <a href={localePath(href("/privacy-policy"))} className="font-semibold text-brand-800 underline">
                {words.policyLink}
              </a>
            </p>
            <div className="grid grid-cols-2 gap-2">
              {item("measurement")}
              {item("advertising")}
            </div>
          </div>
          <div className="grid grid-cols-2 content-end gap-2 md:w-64 md:grid-cols-1">
            <button type="submit" value="reject" className={choiceButton}>
              {words.reject}
            </button>
            <button type="submit" value="accept" className={choiceButton}>
              {words.accept}
            </button>
            <button
              type="submit"
              value="save"
              className="col-span-2 py-1 font-semibold text-brand-800 underline underline-offset-2 md:col-span-1 md:py-1.5"
            >
              {words.save}
            </button>
          </div>
        </form>
      </section>
      {/* Outside the panel, which hides as the choice is saved. */}
      <p role="status" className="sr-only" data-privacy-choices-status="" data-saved={words.saved} />
    </>
  );
}

/** In every footer: opens the panel again (app/features/tracking/tracking-script.ts); without script, the privacy policy. */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  const { privacyChoices: words } = useContent(privacyChoicesContent);
  const { localePath } = useContent(languageContent);
  return (
    <a
      href={localePath(href("/privacy-policy"))}
      data-privacy-choices-link=""
      aria-controls={PRIVACY_PANEL_ID}
      className={className}
    >
      {words.footerLink}
    </a>
  );
}
