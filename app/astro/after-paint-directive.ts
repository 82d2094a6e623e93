import type { ClientDirective } from "astro";
import { hydrateWhenReady } from "./hydrate-when-ready";
import { whenPainted } from "./when-painted";

/** Hydrates the island once the page has painted. */
const afterPaint: ClientDirective = (load, _options, island) => whenPainted(() => void hydrateWhenReady(load, island));

export default afterPaint;
