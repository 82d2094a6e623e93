import type { z } from "zod";
import {
  banner as bannerData,
  contact as contactData,
  enquire as enquireData,
  floatingBar as floatingBarData,
  hero as heroData,
  meta,
} from "./generated/home";
import type { HomeFileSchema } from "./schema";

type Home = z.output<typeof HomeFileSchema>;

/**
 * Home page (content/en/home.yaml): its title, hero (#home), banner, contact (#contact), the enquiry
 * area (#enquire) and the buttons that stay at the bottom of the screen.
 */
export const homeMeta: Home["meta"] = meta;
export const hero: Home["hero"] = heroData;
export const banner: Home["banner"] = bannerData;
export const contact: Home["contact"] = contactData;
export const enquire: Home["enquire"] = enquireData;
export const floatingBar: Home["floatingBar"] = floatingBarData;
