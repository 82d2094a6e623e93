// The campaign page's parts (app/shells/apartment-guntur.astro): those with a control are islands, each its own
// module below this one's HTML-only parts.
import { FloatingWhatsappLink } from "~/features/landing/floating-whatsapp-link";
import { LandingAmenities } from "~/features/landing/landing-amenities";
import { LandingFeatures } from "~/features/landing/landing-features";
import { LandingHeader } from "~/features/landing/landing-header";
import { withWords } from "./with-words";

export const LandingTop = withWords(LandingHeader, "LandingTop");
export const Features = withWords(LandingFeatures, "Features");
export const LandingAmenitiesPart = withWords(LandingAmenities, "LandingAmenitiesPart");
export const WhatsappLink = withWords(FloatingWhatsappLink, "WhatsappLink");
