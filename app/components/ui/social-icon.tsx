import { spriteHref } from "./icon";
import { socialMarks, socialSymbolId } from "./icon-names";

/** A network's mark from the icon sprite; networks without one in simple-icons get their initials. */
export function SocialIcon({ network, className }: { network: string; className?: string }) {
  const slug = socialMarks[network];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      {slug ? (
        <use href={spriteHref(socialSymbolId(slug))} />
      ) : (
        <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="sans-serif">
          {network === "LinkedIn" ? "in" : network.slice(0, 2)}
        </text>
      )}
    </svg>
  );
}
