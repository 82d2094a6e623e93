import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/utils/use-content.tsx";

export function SpecificationList() {
  const { specifications } = useWords("amenities");
  return (
    <div className="mt-20">
      <div className="mx-auto max-w-3xl text-center">
        <h3 className="font-display text-heading text-white">{specifications.heading}</h3>
        <p className="mt-4 text-lg text-brand-100">{specifications.intro}</p>
      </div>
      <div className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {specifications.groups.map((group) => (
          <section
            key={group.title}
            aria-label={group.title}
            className="reveal rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
          >
            <h4 className="font-display text-xl text-gold-300">{group.title}</h4>
            <ul className="mt-4 space-y-2.5">
              {group.items.map((item) => (
                <li key={item} className="flex gap-2.5 text-sm leading-relaxed text-brand-50">
                  <Icon name="circle-check" className="mt-0.5 size-4 text-gold-500" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
