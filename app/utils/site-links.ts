import type { Words } from "#content/words.ts";
import { href, section } from "./paths";

// The labels come from content/en/navigation.yaml; the links are the site's structure, each a page of the page
// registry (app/page-registry.ts), typed by it (href, ./paths.ts).

export function navigationContent(words: Words) {
  const { campaign, footer, header } = words.navigation;

  /** The site header's links, in order. */
  const siteNav = [
    { label: header.home, href: href("/") },
    { label: header.about, href: section(href("/"), "about") },
    { label: header.gallery, href: section(href("/"), "gallery") },
    { label: header.floorPlans, href: section(href("/"), "floor-plans") },
    { label: header.flats, href: href("/flats") },
    { label: header.progress, href: href("/progress") },
    // Ten links fit the desktop bar from 1024 px; this eleventh joins it from 1280 px (it is always in the phone menu).
    { label: header.approvals, href: href("/approvals"), wideScreensOnly: true },
    { label: header.amenities, href: section(href("/"), "amenities") },
    { label: header.location, href: section(href("/"), "location") },
    { label: header.blog, href: href("/blog") },
    { label: header.contact, href: section(href("/"), "contact") },
  ] as const;

  /** The approvals and documents, linked from both footers and each flat's page. */
  const approvalsLink = { label: footer.approvals, href: href("/approvals") } as const;

  /** The NRI buyer's page, linked from the site's footer and /approvals. */
  const nriLink = { label: footer.nri, href: href("/nri") } as const;

  /** Refer a friend, linked from the site's footer and /nri. */
  const referLink = { label: footer.refer, href: href("/refer") } as const;

  /** The privacy policy, linked from both footers. */
  const privacyPolicyLink = { label: footer.privacyPolicy, href: href("/privacy-policy") } as const;

  /** The site footer's links, in order: the campaign page is reached from the site here. */
  const footerNav = [
    { label: footer.home, href: href("/") },
    { label: footer.campaign, href: href("/apartment-guntur") },
    { label: footer.progress, href: href("/progress") },
    approvalsLink,
    nriLink,
    referLink,
    privacyPolicyLink,
  ] as const;

  /** The campaign page's header links, to its own sections, in order (docs/product.md, Campaign landing page). */
  const campaignNav = [
    { label: campaign.home, href: "#home" },
    { label: campaign.features, href: "#features" },
    { label: campaign.location, href: "#location" },
    { label: campaign.floorPlans, href: "#floor-plans" },
    { label: campaign.amenities, href: "#amenities" },
    { label: campaign.contact, href: "#contact" },
  ] as const;

  return { siteNav, approvalsLink, nriLink, referLink, privacyPolicyLink, footerNav, campaignNav };
}
