import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";

const paths: Record<string, string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  X: siX.path,
  YouTube: siYoutube.path,
};

/** A network's mark; networks without one in simple-icons get their initials. */
export function SocialIcon({ network, className }: { network: string; className?: string }) {
  const path = paths[network];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      {path ? (
        <path d={path} />
      ) : (
        <text x="12" y="17" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="sans-serif">
          {network === "LinkedIn" ? "in" : network.slice(0, 2)}
        </text>
      )}
    </svg>
  );
}
