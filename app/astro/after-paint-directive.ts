import type { ClientDirective } from "astro";
import { whenPainted } from "./when-painted";

/** Hydrates the island once the page has painted. */
const afterPaint: ClientDirective = (load) => whenPainted(async () => (await load())());

export default afterPaint;
