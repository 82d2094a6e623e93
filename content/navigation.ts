/** The site header's links (SPEC.md "Top navigation"), in order. */
export const siteNav = [
  { label: "Home", href: "/" },
  { label: "About", href: "/#about" },
  { label: "Gallery", href: "/#gallery" },
  { label: "Floor Plans", href: "/#floor-plans" },
  { label: "Amenities", href: "/#amenities" },
  { label: "Blogs", href: "/blog" },
  { label: "Contact", href: "/#contact" },
] as const;

export const footerNav = [
  { label: "Home", href: "/" },
  { label: "Privacy Policy", href: "/privacy-policy" },
] as const;
