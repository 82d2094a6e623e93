import type { z } from "zod";
import {
  contact as contactData,
  controls as controlsData,
  error as errorData,
  footer as footerData,
  header as headerData,
  logo as logoData,
  longPage as longPageData,
  plans as plansData,
} from "./generated/ui";
import type { UiFileSchema } from "./schema";
import { fillValues } from "./values";

type Ui = z.output<typeof UiFileSchema>;

// The words every page shares, from content/en/ui.yaml. Each group is its own export, so a page's
// script carries only the groups it shows.

/** The skip link and the site header. */
export const header: Ui["header"] = headerData;

/** The logo's byline and the hidden words after a logo that links home. */
export const logo: Ui["logo"] = logoData;

/** Both footers. */
export const footer = {
  ...(footerData satisfies Ui["footer"]),
  copyright: (year: number) => fillValues(footerData.copyright, { year }),
  socialLink: (network: string) => fillValues(footerData.socialLink, { network }),
};

/** Contact buttons and links, and the hidden words after a link that opens a new tab. */
export const contact: Ui["contact"] = contactData;

/** Buttons of pictures, dialogs and carousels. */
export const controls = {
  ...(controlsData satisfies Ui["controls"]),
  slidePosition: (number: number, count: number) => fillValues(controlsData.slidePosition, { number, count }),
  goToSlide: (number: number) => fillValues(controlsData.goToSlide, { number }),
};

/** The links from a floor plan to its flats (home page, campaign page). */
export const plans: Ui["plans"] = plansData;

/** Pages written in Markdown, such as the privacy policy. */
export const longPage = {
  ...(longPageData satisfies Ui["longPage"]),
  title: (title: string) => fillValues(longPageData.title, { title }),
  updated: (date: string) => fillValues(longPageData.updated, { date }),
};

/** The error page of app/root.tsx. */
export const errorPage: Ui["error"] = errorData;
