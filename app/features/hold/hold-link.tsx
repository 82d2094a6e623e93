import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useWords } from "#app/utils/use-content.tsx";
import { holdRules } from "#content/holds.ts";
import { fill } from "#content/money.ts";
import type { HoldTarget } from "./hold-types";

/** Where the flat's page has its enquiry form (app/pages/flat.tsx), which sends the flat with it. */
const ENQUIRY_ANCHOR = "#enquire";

/**
 * "Hold this flat" on an available flat's page: without script, a link to the page's enquiry, which carries the flat;
 * with it, the page's live-status script opens the hold's dialog instead (app/parts/LiveStatusScript.ts), and hides
 * the link once the flat is no longer available (`data-while-available`, app/features/flats/live-status-script.ts).
 * The dialog's code and words load on the click: the link's label is the page's only word of it.
 */
export function HoldLink({ target }: { target: HoldTarget }) {
  const { link } = useWords("hold");
  return (
    <p className="mt-4 print:hidden" data-while-available={target.unit}>
      <a href={ENQUIRY_ANCHOR} data-hold={JSON.stringify(target)} className={buttonClasses("gold", "md")}>
        <Icon name="clock" className="size-4" />
        {fill(link, { hours: holdRules.hours })}
      </a>
    </p>
  );
}
