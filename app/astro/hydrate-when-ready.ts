import type { ClientDirective } from "astro";
import type { WaitsBeforeHydrating } from "#app/parts/with-words.tsx";

type Load = Parameters<ClientDirective>[0];

/**
 * Loads an island's code and hydrates it once its component has what it renders with: a part's words, which its module
 * starts loading as it runs (`hydrateAfter`, app/parts/with-words.tsx). Astro's `load` leaves the module's export on
 * the island element, as `Component`. Until then the island is the page as built, and stays so if they never come.
 */
export async function hydrateWhenReady(load: Load, island: HTMLElement): Promise<void> {
  const hydrate = await load();
  await (island as HTMLElement & { Component?: WaitsBeforeHydrating }).Component?.hydrateAfter;
  await hydrate();
}
