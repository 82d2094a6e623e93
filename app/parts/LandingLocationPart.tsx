import { LandingLocation } from "~/features/landing/landing-location";
import { LocationGuide } from "~/features/location/location-guide";
import { landingWords } from "./landing-words";
import { withWords } from "./with-words";

export const LandingLocationPart = await withWords(function Location() {
  return <LandingLocation guide={<LocationGuide />} />;
}, landingWords);
