import type { SiteConfig } from "./schema";

/**
 * The one place for the project's names, numbers and ids. Sample values until the
 * builder hands over the real ones: change a value here and every page, the
 * brochure and the structured data follow on the next build.
 */
export const site = {
  projectName: "Vennela Courtyard",
  builderName: "Sitara Developers",
  tagline: "Gated community 2 & 3 BHK apartments in Guntur",
  url: "https://www.example.com",
  phones: [
    { label: "Sales", display: "+91 98765 43210", tel: "+919876543210" },
    { label: "Site office", display: "+91 98765 43211", tel: "+919876543211" },
  ],
  whatsapp: {
    number: "919876543212",
    display: "+91 98765 43212",
    message: "Hello, I am interested in the 2 & 3 BHK apartments at Vennela Courtyard, Guntur. Please share details.",
  },
  email: "sales@example.com",
  address: {
    street: "Survey No. 214, Amaravathi Road",
    locality: "Guntur",
    region: "Andhra Pradesh",
    postalCode: "522006",
    country: "IN",
    geo: { latitude: 16.3312, longitude: 80.4426 },
    mapsUrl: "https://www.google.com/maps/search/?api=1&query=16.3312,80.4426",
  },
  rera: {
    number: "P06190012345",
    authority: "Andhra Pradesh Real Estate Regulatory Authority",
    url: "https://rera.ap.gov.in",
  },
  hubspot: {
    region: "na2",
    portalId: "24123456",
    formId: "5f3c2a1e-8b7d-4c6a-9e2f-1a2b3c4d5e6f",
    marketingSubscriptionTypeId: 12345678,
  },
  social: [
    { network: "Facebook", url: "https://www.facebook.com/example" },
    { network: "Instagram", url: "https://www.instagram.com/example" },
    { network: "X", url: "https://x.com/example" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/example" },
    { network: "YouTube", url: "https://www.youtube.com/@example" },
  ],
  brochurePath: "/Brochure.pdf",
  foundedYear: 2014,
} satisfies SiteConfig;

export const projectSlug = site.projectName.replace(/\s+/g, "-");
