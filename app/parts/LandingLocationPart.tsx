import { LandingLocation } from "~/features/landing/landing-location";
import { LocationGuide } from "~/features/location/location-guide";
import { withWords } from "./with-words";

export const LandingLocationPart = withWords(function Location() {
  return <LandingLocation guide={<LocationGuide />} />;
}, "LandingLocationPart");
