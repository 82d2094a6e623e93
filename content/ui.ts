import { fillValues } from "./values";
import type { Words } from "./words";

/** The words every page shares, from content/en/ui.yaml. */
export function uiContent(words: Words) {
  const ui = words.ui;
  return {
    /** The skip link and the site header. */
    header: ui.header,
    /** The logo's byline and the hidden words after a logo that links home. */
    logo: ui.logo,
    /** Both footers. */
    footer: {
      ...ui.footer,
      copyright: (year: number) => fillValues(ui.footer.copyright, { year }),
      socialLink: (network: string) => fillValues(ui.footer.socialLink, { network }),
    },
    /** Contact buttons and links, and the hidden words after a link that opens a new tab. */
    contact: ui.contact,
    /** Buttons of pictures, dialogs and carousels. */
    controls: {
      ...ui.controls,
      slidePosition: (number: number, count: number) => fillValues(ui.controls.slidePosition, { number, count }),
      goToSlide: (number: number) => fillValues(ui.controls.goToSlide, { number }),
    },
    /** The links from a floor plan to its flats (home page, campaign page). */
    plans: ui.plans,
    /** Pages written in Markdown, such as the privacy policy. */
    longPage: {
      ...ui.longPage,
      title: (title: string) => fillValues(ui.longPage.title, { title }),
      updated: (date: string) => fillValues(ui.longPage.updated, { date }),
    },
    /** The error page. */
    errorPage: ui.error,
  };
}
