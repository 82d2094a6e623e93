import { uiContent } from "@content/ui";
import { Icon } from "~/components/ui/icon";
import { useContent } from "~/utils/use-content";
import { prefersReducedMotion } from "~/utils/use-media-preferences";
import { useScrolledPast } from "~/utils/use-scrolled-past";

/** docs/product.md, Constants: the button shows past 300 px. */
const SHOW_AFTER = 300;

export function ScrollToTopButton() {
  const visible = useScrolledPast(SHOW_AFTER);
  const { controls } = useContent(uiContent);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className="fixed right-4 bottom-24 z-30 grid size-12 place-items-center rounded-full bg-brand-900 text-white shadow-lg transition-transform hover:-translate-y-0.5 md:bottom-8 print:hidden"
    >
      <Icon name="arrow-up" />
      <span className="sr-only">{controls.scrollToTop}</span>
    </button>
  );
}
