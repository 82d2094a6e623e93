import { Icon } from "#app/components/ui/icon.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { uiContent } from "#content/ui.ts";

/** Hidden until the page has scrolled past 300 px; shown and followed by layout-script.ts. */
export function ScrollToTopButton() {
  const { controls } = useContent(uiContent);
  return (
    <button
      type="button"
      hidden
      data-scroll-to-top=""
      className="fixed right-4 bottom-24 z-30 grid size-12 place-items-center rounded-full bg-brand-900 text-white shadow-lg transition-transform hover:-translate-y-0.5 md:bottom-8 print:hidden"
    >
      <Icon name="arrow-up" />
      <span className="sr-only">{controls.scrollToTop}</span>
    </button>
  );
}
