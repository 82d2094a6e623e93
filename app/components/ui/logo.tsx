import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { siteSettings } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

const names = { dark: "text-brand-900", light: "text-white", header: "text-brand-900 over-hero:text-white" };
const bylines = { dark: "text-gold-700", light: "text-gold-300", header: "text-gold-700 over-hero:text-gold-300" };

/**
 * The project's mark and name. `tone` follows the background it sits on; "header" is dark, and light while the site
 * header is over the home page's hero (the `over-hero` variant, app/styles/app.css). Below 360 px it is set smaller,
 * so that, wrapped beside the language link and the menu button, it stays within the header's 64 px.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" | "header" }) {
  const { logo } = useContent(uiContent);
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0 max-[22.5rem]:size-8">
        <rect width="40" height="40" rx="10" className="fill-brand-900" />
        <path
          d="M9 31V15l7-4v20M18 31V9l7 4v18M27 31V17l5 3v11"
          fill="none"
          strokeWidth="2.2"
          strokeLinejoin="round"
          className="stroke-gold-300"
        />
        <path d="M7 31h26" strokeWidth="2.2" strokeLinecap="round" className="stroke-gold-300" />
      </svg>
      <span className={cn("lg:whitespace-nowrap", names[tone])}>
        <span className="block font-display text-lg leading-none font-semibold tracking-wide max-[22.5rem]:text-base">
          {siteSettings.projectName}
        </span>
        <span
          className={cn(
            "block text-[0.7rem] tracking-[0.18em] uppercase max-[22.5rem]:text-[0.625rem] max-[22.5rem]:tracking-[0.08em]",
            bylines[tone],
          )}
        >
          {logo.byline}
        </span>
      </span>
    </span>
  );
}
