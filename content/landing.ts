import { siteContent } from "./site";
import { fillValues } from "./values";
import type { Words } from "./words";

/**
 * Campaign landing page (/apartment-guntur), from content/en/landing.yaml. It quotes the campaign drive time,
 * {{driveMinutesLanding}}, where the home page quotes {{driveMinutesHome}}.
 */
export function landingContent(words: Words) {
  const file = words.landing;
  return {
    landing: {
      ...file,
      header: {
        ...file.header,
        callHint: fillValues(file.header.callHint, { label: siteContent(words).site.phones[0].label }),
      },
      video: { ...file.video, filmLabel: fillValues(file.video.filmLabel, { heading: file.video.heading }) },
    },
  };
}
