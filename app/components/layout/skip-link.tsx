import { useContent } from "#app/utils/use-content.tsx";
import { uiContent } from "#content/ui.ts";

export function SkipLink() {
  const { header } = useContent(uiContent);
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:translate-y-0 print:hidden"
    >
      {header.skipLink}
    </a>
  );
}
