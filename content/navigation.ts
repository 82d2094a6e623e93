import { href } from "react-router";
import { footer, header } from "./generated/navigation";

// The labels come from content/en/navigation.yaml; the links are the site's structure, typed from the
// route table (app/routes.ts) by href(): a link to a route that does not exist fails the type check.

/** The site header's links, in order. */
export const siteNav = [
  { label: header.home, href: href("/") },
  { label: header.about, href: `${href("/")}#about` },
  { label: header.gallery, href: `${href("/")}#gallery` },
  { label: header.floorPlans, href: `${href("/")}#floor-plans` },
  { label: header.flats, href: href("/flats") },
  { label: header.amenities, href: `${href("/")}#amenities` },
  { label: header.blog, href: href("/blog") },
  { label: header.contact, href: `${href("/")}#contact` },
] as const;

/** The site footer's links, in order: the campaign page is reached from the site here. */
export const footerNav = [
  { label: footer.home, href: href("/") },
  { label: footer.campaign, href: href("/apartment-guntur") },
  { label: footer.privacyPolicy, href: href("/privacy-policy") },
] as const;
