import rules from "./generated/holds";
import type { HoldRules } from "./schema";

/**
 * Holding a flat online (content/holds.yaml): the rules the flat's page offers and the function
 * (hosting/worker/holds.ts) enforces. docs/decisions/0040-holding-a-flat.md.
 */
export const holdRules: HoldRules = rules;

/** A hold's length in milliseconds. */
export const HOLD_LENGTH_MS = holdRules.hours * 60 * 60 * 1000;
