import type { z } from "zod";
import data from "./generated/landing";
import type { LandingFileSchema } from "./schema";
import { site } from "./site";
import { fillValues } from "./values";

const landingData: z.output<typeof LandingFileSchema> = data;

/**
 * Campaign landing page (/apartment-guntur), from content/en/landing.yaml. It quotes the campaign
 * drive time, {{driveMinutesLanding}}, where the home page quotes {{driveMinutesHome}}.
 */
export const landing = {
  ...landingData,
  header: {
    ...landingData.header,
    callHint: fillValues(landingData.header.callHint, { label: site.phones[0].label }),
  },
  video: {
    ...landingData.video,
    filmLabel: fillValues(landingData.video.filmLabel, { heading: landingData.video.heading }),
  },
};
