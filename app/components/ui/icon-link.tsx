import { Icon } from "./icon";
import type { IconName } from "./icon-names";

/**
 * A link with an icon before its words, tall enough to tap: a flat's page to /approvals, /approvals to /nri and
 * back (their `href` through localePath), an approval to its copy.
 */
export function IconLink({
  href,
  icon,
  download,
  children,
}: {
  href: string;
  icon: IconName;
  /** A file to save rather than open, under this name. */
  download?: string;
  children: string;
}) {
  return (
    <a
      href={href}
      download={download}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-gold-700"
    >
      <Icon name={icon} className="size-4" />
      {children}
    </a>
  );
}
