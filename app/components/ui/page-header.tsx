/**
 * The head of a page of its own (/progress, /approvals, /nri): the line in small capitals, the page's one h1 and
 * the sentence under it, centred.
 */
export function PageHeader({ eyebrow, heading, intro }: { eyebrow: string; heading: string; intro: string }) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <p className="text-xs font-bold tracking-[0.22em] text-gold-700 uppercase">{eyebrow}</p>
      <h1 className="mt-3 font-display text-heading text-brand-900">{heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>
    </header>
  );
}
