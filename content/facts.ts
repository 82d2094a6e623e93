import data from "./generated/facts";
import type { Facts } from "./schema";

/**
 * The project's figures, each stated once in content/facts.yaml. The home page quotes
 * `driveMinutesHome`, the campaign page `driveMinutesLanding`.
 */
export const facts: Facts = data;
