import type { z } from "zod";
import {
  banner as bannerData,
  contact as contactData,
  enquire as enquireData,
  hero as heroData,
} from "./generated/home";
import type { HomeFileSchema } from "./schema";

type Home = z.output<typeof HomeFileSchema>;

/** Home page (content/en/home.yaml): hero (#home), banner, contact (#contact) and the enquiry area (#enquire). */
export const hero: Home["hero"] = heroData;
export const banner: Home["banner"] = bannerData;
export const contact: Home["contact"] = contactData;
export const enquire: Home["enquire"] = enquireData;
