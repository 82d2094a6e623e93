import { siteContent } from "./site";
import { fillValues } from "./values";
import type { Words } from "./words";

/**
 * Campaign landing page (/apartment-guntur), from content/en/landing.yaml. It quotes the campaign drive time,
 * {{driveMinutesLanding}}, where the home page quotes {{driveMinutesHome}}. A slide of a floor plan is named and drawn
 * by its plan (content/en/floor-plans.yaml), so its area is written once.
 */
export function landingContent(words: Words) {
  const file = words.landing;
  const { plans } = words.floorPlans;
  const slides = file.plans.slides.map(({ plan: planId, title, image, alt, description, id }) => {
    const plan = plans.find((each) => each.id === planId);
    if (!plan) return { id, title: title!, image: image!, alt: alt!, description };
    const values = { type: plan.type, area: plan.area };
    return {
      id,
      plan: plan.id,
      title: fillValues(file.plans.planTitle, values),
      image: plan.image,
      alt: fillValues(file.plans.planAlt, values),
      description,
    };
  });
  return {
    landing: {
      ...file,
      header: {
        ...file.header,
        callHint: fillValues(file.header.callHint, { label: siteContent(words).site.phones[0].label }),
      },
      video: { ...file.video, filmLabel: fillValues(file.video.filmLabel, { heading: file.video.heading }) },
      plans: { ...file.plans, slides },
    },
  };
}
