import { href } from "react-router";
import { site } from "./site";

// href() is typed from the route table (app/routes.ts): a link to a route that does not exist fails the type check.

/** The site header's links, in order. */
export const siteNav = [
  { label: "Home", href: href("/") },
  { label: "About", href: `${href("/")}#about` },
  { label: "Gallery", href: `${href("/")}#gallery` },
  { label: "Floor Plans", href: `${href("/")}#floor-plans` },
  { label: "Amenities", href: `${href("/")}#amenities` },
  { label: "Blogs", href: href("/blog") },
  { label: "Contact", href: `${href("/")}#contact` },
] as const;

/** The site footer's links, in order: the campaign page is reached from the site here. */
export const footerNav = [
  { label: "Home", href: href("/") },
  { label: `Apartments in ${site.address.locality}`, href: href("/apartment-guntur") },
  { label: "Privacy Policy", href: href("/privacy-policy") },
] as const;
