import type { IconName } from "#app/components/ui/icon-names.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/utils/use-content.tsx";

// Icons follow the order of the highlights in content/en/about.yaml.
const icons: IconName[] = ["map-pin", "ruler", "building-complex", "land-plot"];

export function HighlightsGrid() {
  const { highlights } = useWords("about");
  return (
    <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {highlights.map((item, index) => {
        const icon = icons[index % icons.length] ?? "map-pin";
        return (
          <li key={item.title} className="reveal rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <Icon name={icon} className="size-7 text-gold-600" />
            <h3 className="mt-4 text-sm font-bold tracking-wide text-muted uppercase">{item.title}</h3>
            <p className="mt-1 font-display text-2xl text-brand-900">{item.value}</p>
            <p className="mt-2 text-sm leading-relaxed text-muted">{item.detail}</p>
          </li>
        );
      })}
    </ul>
  );
}
