import { z } from "zod";
import { eyebrow, mediaPath, pageMeta, spoken, text, withValues } from "./blocks";

/**
 * What every page shares: the menus, the link previews, the interface's words, the 404 and offline pages and the
 * consent panel (content/en/navigation.yaml, share-images.yaml, ui.yaml, not-found.yaml, offline.yaml,
 * privacy-choices.yaml).
 */

/** Twitter cuts image descriptions at 420 characters. */
const ShareImageSchema = z
  .object({ image: mediaPath, alt: text.max(420).describe("What the shared picture shows, for screen readers") })
  .strict();
export type ShareImage = z.input<typeof ShareImageSchema>;

export const NavigationFileSchema = z
  .object({
    header: z
      .object({
        home: text,
        about: text,
        gallery: text,
        floorPlans: text,
        flats: text,
        progress: text.describe("The link to /progress, the construction updates"),
        approvals: text.describe("The link to /approvals, the approvals and documents"),
        amenities: text,
        location: text,
        blog: text,
        contact: text,
      })
      .strict()
      .describe("The labels of the site header's links, in order"),
    footer: z
      .object({
        home: text,
        campaign: text,
        progress: text,
        approvals: text,
        nri: text,
        refer: text,
        privacyPolicy: text,
      })
      .strict()
      .describe("The labels of the site footer's links"),
    campaign: z
      .object({ home: text, features: text, location: text, floorPlans: text, amenities: text, contact: text })
      .strict()
      .describe("The labels of the campaign page's header links, to its own sections, in order"),
  })
  .strict();

export const ShareImagesFileSchema = z
  .object({
    default: ShareImageSchema.describe("Shown when a page without its own picture is shared"),
    landing: ShareImageSchema.describe("Shown when the campaign page is shared"),
  })
  .strict()
  .describe("The home page shares its hero poster; posts share their own cover image");

export const UiFileSchema = z
  .object({
    header: z
      .object({
        skipLink: text.describe("The first link of every page, shown when reached with the Tab key: it skips the menu"),
        navLabel: spoken("Names the site's main menu"),
        menu: spoken("The menu button on phones"),
      })
      .strict(),
    logo: z
      .object({
        byline: text.describe("Under the project's name in the logo"),
        homeLink: spoken("Said after the logo, which links to the home page"),
      })
      .strict(),
    footer: z
      .object({
        contactHeading: text,
        linksHeading: text,
        reraNumber: text.describe("Before the RERA number, in both footers and on the campaign page's banner"),
        reraQr: spoken(
          "Names the QR code beside the RERA number (both footers, the progress page), which opens the registration on the authority's site",
        ),
        copyright: withValues("year").describe("The last line of both footers; {year} is the current year"),
        socialLabel: spoken("Names the row of social media links"),
        socialLink: withValues("network").describe(
          "Said for each social media link; {network} is the network's name, e.g. Instagram",
        ),
      })
      .strict()
      .describe("The site footer; the campaign page's footer shares the copyright line and social links"),
    contact: z
      .object({
        call: text.describe("The call button, with the number"),
        whatsapp: text,
        whatsappUs: text.describe("The WhatsApp button of the enquiry area and the campaign page's banner"),
        chatOnWhatsapp: text.describe("The WhatsApp button of the thank-you page and the campaign page's round button"),
        email: text,
        emailSubject: text.describe("The subject of an e-mail a visitor starts from an e-mail link"),
        siteAddress: text,
        enquireNow: text.describe("The buttons that lead to the enquiry form"),
        newTab: spoken("Said after every link that opens in a new tab"),
      })
      .strict()
      .describe("Words of the contact buttons and links, on every page"),
    controls: z
      .object({
        scrollToTop: spoken("The round button that scrolls back to the top"),
        close: spoken("The button that closes an enlarged picture or the brochure form"),
        viewLarger: spoken("Said after the title of a picture that opens larger"),
        carousel: spoken("What a carousel is called"),
        slide: spoken("What a carousel's slide is called"),
        slidePosition: withValues("number", "count").describe(
          "Said for each slide: {number} is the slide's number, {count} the number of slides. Not shown",
        ),
        previousSlide: spoken("A carousel's arrow to the left"),
        nextSlide: spoken("A carousel's arrow to the right"),
        goToSlide: withValues("number").describe("A carousel's dot; {number} is the slide's number. Not shown"),
      })
      .strict()
      .describe("Buttons of pictures and carousels"),
    plans: z
      .object({
        flatsLink: text.describe(
          "On the home page's floor plans and the campaign page's plan slides: to the flats of that plan",
        ),
      })
      .strict()
      .describe("Links from a floor plan"),
    longPage: z
      .object({
        title: withValues("title").describe(
          "The title in search results of a page such as the privacy policy; {title} is the page's own title",
        ),
        backToHome: text,
        updated: withValues("date").describe("Under the page's heading; {date} is the date of its last update"),
      })
      .strict()
      .describe("Pages written in Markdown, such as the privacy policy"),
    error: z
      .object({ heading: text, unknown: text, homeLink: text })
      .strict()
      .describe("Shown if a page fails to load: the heading, the message when the cause is unknown, the link home"),
  })
  .strict();

export const NotFoundFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    text,
    homeLink: text,
    blogLink: text,
  })
  .strict();

/** The consent panel and the footers' link to it (docs/decisions/0026-consent-first-tracking.md). */
export const PrivacyChoicesFileSchema = z
  .object({
    heading: text,
    intro: text.describe("What the site would like to measure, and that nothing is measured unless the visitor agrees"),
    measurement: z
      .object({
        label: text,
        text: text.describe("What is measured, by which tools, and what for (not the data: listed below it)"),
      })
      .strict()
      .describe("The first item: visits and enquiries counted (Google Analytics, HubSpot)"),
    advertising: z
      .object({ label: text, text: text.describe("Which ad platforms, and what for (not the data: listed below it)") })
      .strict()
      .describe("The second item: enquiries reported to Google Ads and Meta"),
    accept: text.describe("Agrees to both items"),
    reject: text.describe("Refuses both items; as prominent as Accept"),
    save: text.describe("Keeps the items as ticked"),
    policyLink: text.describe("The link to the privacy policy, which lists each tool"),
    footerLink: text.describe("In every footer: opens the panel again to change the choice"),
    saved: spoken("Said once a choice is saved"),
    whatEachReceives: text.describe(
      "Opens, under each item, what each tool receives; the list is written from what the code sends (content/tracked-data.ts)",
    ),
    receives: withValues("tool", "data").describe('One tool\'s line in that list, e.g. "{tool}: {data}"'),
  })
  .strict();

export const OfflineFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    text: text.describe("Says what still works without a connection: pages opened before, the flats' cost sheets"),
    retryLabel: text.describe("The link that loads the page again"),
    contactHeading: text,
    contactText: text,
    brochureLabel: text.describe("The link to the brochure saved on the phone"),
    brochureNote: text.describe("Under the brochure link: when the brochure is saved"),
    homeLink: text,
  })
  .strict();
