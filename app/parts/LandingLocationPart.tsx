import { LandingLocation } from "#app/features/landing/landing-location.tsx";
import { LocationGuide } from "#app/features/location/location-guide.tsx";
import { withWords } from "./with-words";

export const LandingLocationPart = withWords(function Location() {
  return <LandingLocation guide={<LocationGuide />} />;
}, "LandingLocationPart");
