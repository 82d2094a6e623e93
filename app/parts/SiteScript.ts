import { startSiteScript } from "#app/site-script.ts";

/** The page's one script (app/site-script.ts), as an island of the plain-script renderer (app/astro/). */
export function SiteScript() {
  startSiteScript();
}
SiteScript.plainScript = true;
