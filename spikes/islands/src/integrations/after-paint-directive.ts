import type { ClientDirective } from "astro";

/** Hydrates the island once the page has painted (src/layouts/SiteScript.astro sets `data-painted`). */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  if (document.documentElement.hasAttribute("data-painted")) void hydrate();
  else addEventListener("site:painted", () => void hydrate(), { once: true });
};

export default afterPaint;
