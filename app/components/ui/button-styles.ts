import { cn } from "#app/utils/cn.ts";

type Variant = "primary" | "gold" | "outline" | "outlineLight" | "whatsapp";
type Size = "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-brand-900 text-white hover:bg-brand-800",
  gold: "bg-gold-500 text-brand-950 hover:bg-gold-300",
  outline: "border border-brand-900 text-brand-900 hover:bg-brand-900 hover:text-white",
  outlineLight: "border border-white/70 text-white hover:bg-white hover:text-brand-950",
  whatsapp: "bg-whatsapp text-white hover:brightness-110",
};

const sizes: Record<Size, string> = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3.5 text-base",
};

/** Classes for anything that looks like a button: links and buttons alike. */
export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors",
    variants[variant],
    sizes[size],
    className,
  );
}
