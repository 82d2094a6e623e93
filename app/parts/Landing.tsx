// The campaign page's parts (app/shells/apartment-guntur.astro): those with a control are islands, each its own
// module below this one's HTML-only parts.
import { FloatingWhatsappLink } from "#app/features/landing/floating-whatsapp-link.tsx";
import { LandingAmenities } from "#app/features/landing/landing-amenities.tsx";
import { LandingFeatures } from "#app/features/landing/landing-features.tsx";
import { LandingHeader } from "#app/features/landing/landing-header.tsx";
import { withWords } from "./with-words";

export const LandingTop = withWords(LandingHeader, "LandingTop");
export const Features = withWords(LandingFeatures, "Features");
export const LandingAmenitiesPart = withWords(LandingAmenities, "LandingAmenitiesPart");
export const WhatsappLink = withWords(FloatingWhatsappLink, "WhatsappLink");
