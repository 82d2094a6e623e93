import { flats } from "#content/flats.ts";
import type { Language, SitePath } from "#content/languages.ts";
import { siteSettings as site } from "#content/site.ts";
import { absoluteUrl, pageUrl } from "./seo";

/** JSON-LD builders, all fed from the site config so a changed fact changes everywhere. */

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
};

export function buildOrganizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.builderName,
    url: site.url,
    logo: absoluteUrl("/icons/icon-512.png"),
    email: site.email,
    telephone: site.phones[0].tel,
    address: postalAddress,
    foundingDate: String(site.foundedYear),
    sameAs: site.social.map((item) => item.url),
  };
}

/** The residence, described in the page's words: the tagline, `homeMeta.residenceDescription` and the amenities. */
export function buildResidenceJsonLd({
  tagline,
  description,
  amenityNames,
}: {
  tagline: string;
  description: string;
  amenityNames: string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "ApartmentComplex",
    "@id": absoluteUrl("/#residence"),
    name: site.projectName,
    description: `${tagline}: ${description}`,
    url: site.url,
    telephone: site.phones[0].tel,
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", ...site.address.geo },
    numberOfAccommodationUnits: flats.length,
    numberOfAvailableAccommodationUnits: flats.filter((flat) => flat.status === "available").length,
    petsAllowed: true,
    amenityFeature: amenityNames.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    containedInPlace: { "@type": "City", name: site.address.locality },
    publicAccess: false,
  };
}

export function buildFaqJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function buildBreadcrumbJsonLd(trail: { name: string; path: SitePath }[], language: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path, language),
    })),
  };
}

export function buildBlogPostingJsonLd(
  post: {
    title: string;
    excerpt: string;
    isoDate: string;
    /** The last update in substance, if any; the publication date stands for it otherwise. */
    isoUpdated?: string;
    author: string;
    path: SitePath;
    imageUrl: string;
    tags: string[];
  },
  language: Language,
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.isoDate,
    dateModified: post.isoUpdated ?? post.isoDate,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": absoluteUrl("/#organization"), "@type": "Organization", name: site.builderName },
    mainEntityOfPage: pageUrl(post.path, language),
    image: post.imageUrl,
    keywords: post.tags.join(", "),
  };
}
