import { useWords } from "#app/utils/use-content.tsx";

export function MissionAndValues() {
  const { mission, values, valuesHeading } = useWords("about");
  return (
    <div className="mt-16 grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div className="reveal rounded-2xl bg-brand-900 p-8 text-white md:p-10">
        <h3 className="font-display text-3xl">{mission.heading}</h3>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{mission.text}</p>
      </div>
      <div>
        <h3 className="font-display text-3xl text-brand-900">{valuesHeading}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="reveal border-l-2 border-gold-500 pl-5">
              <h4 className="text-lg font-bold text-brand-900">{value.title}</h4>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
