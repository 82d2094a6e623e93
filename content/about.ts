import type { z } from "zod";
import {
  highlights as highlightsData,
  intro,
  mission as missionData,
  slides,
  slidesLabel,
  values as valuesData,
  valuesHeading as valuesHeadingData,
} from "./generated/about";
import type { AboutFileSchema } from "./schema";

type About = z.output<typeof AboutFileSchema>;

/** About section (#about), from content/en/about.yaml: carousel, highlights, mission and values. */
export const aboutIntro: About["intro"] = intro;
export const aboutSlidesLabel: About["slidesLabel"] = slidesLabel;
export const aboutSlides: About["slides"] = slides;
export const highlights: About["highlights"] = highlightsData;
export const mission: About["mission"] = missionData;
export const valuesHeading: About["valuesHeading"] = valuesHeadingData;
export const values: About["values"] = valuesData;
