// The hold's dialog, opened from a flat's page by its live-status script (LiveStatusScript.ts) when the buyer clicks
// "Hold this flat": no island, so none of this loads with the page. The enquiry path's submitter and the live statuses
// are passed in here: features do not import each other.
import { render } from "preact/compat";
import type { ComponentProps } from "react";
// Preact's own render, which the islands' shared chunk already holds: react-dom/client (app/astro/preact/), which
// only Astro's renderer imports, would be split out of the renderer's chunk into one more file every island loads.
import { submitHoldRequest } from "#app/features/enquiry/submit-enquiry.ts";
import { HoldDialog as HoldDialogBody } from "#app/features/hold/hold-dialog.tsx";
import { readHoldTarget } from "#app/features/hold/hold-types.ts";
import { type WaitsBeforeHydrating, withWords } from "./with-words";

type Props = Omit<ComponentProps<typeof HoldDialogBody>, "submit">;
export const HoldDialog = withWords(function HoldDialog(props: Props) {
  return <HoldDialogBody {...props} submit={submitHoldRequest} />;
}, "HoldDialog");

/**
 * Opens the dialog for the flat `link` carries (app/features/hold/hold-link.tsx), once its words have loaded, in an
 * element of its own at the end of the page, removed as it closes; false when the link carries no flat.
 */
export async function openHoldDialog(link: HTMLElement, readLiveStatuses: Props["readLiveStatuses"]): Promise<boolean> {
  const target = readHoldTarget(link.dataset.hold);
  if (!target) return false;
  await (HoldDialog as WaitsBeforeHydrating).hydrateAfter;
  // One dialog at a time: a second click while the first opens changes nothing.
  if (document.querySelector("[data-hold-dialog]")) return true;
  const host = document.createElement("div");
  host.dataset.holdDialog = "";
  document.body.append(host);
  const close = () => {
    render(null, host);
    host.remove();
  };
  render(
    <HoldDialog
      lang={document.documentElement.lang}
      target={target}
      readLiveStatuses={readLiveStatuses}
      onClose={close}
    />,
    host,
  );
  return true;
}
