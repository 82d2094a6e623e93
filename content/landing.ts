import type { z } from "zod";
import data from "./generated/landing";
import type { LandingFileSchema } from "./schema";

/**
 * Campaign landing page (/apartment-guntur), from content/en/landing.yaml. It quotes the campaign
 * drive time, {{driveMinutesLanding}}, where the home page quotes {{driveMinutesHome}}.
 */
export const landing: z.output<typeof LandingFileSchema> = data;
