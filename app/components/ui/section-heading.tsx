import { cn } from "#app/utils/cn.ts";

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: "left" | "center";
  tone?: "dark" | "light";
};

export function SectionHeading({ id, eyebrow, title, text, align = "center", tone = "dark" }: Props) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "text-xs font-bold tracking-[0.22em] uppercase",
            tone === "dark" ? "text-gold-700" : "text-gold-300",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn("mt-3 font-display text-heading", tone === "dark" ? "text-brand-900" : "text-white")}>
        {title}
      </h2>
      {text && (
        <p className={cn("mt-4 text-lg leading-relaxed", tone === "dark" ? "text-muted" : "text-brand-100")}>{text}</p>
      )}
    </div>
  );
}
