import type { z } from "zod";
import { facts, floorsShortText, landAreaText, priceFromText, sizeRangeShortText, sizeRangeText } from "./facts";
import type { Amenity, FeatureSchema, TitledImage } from "./schema";
import { site } from "./site";

type LabelledValue = { label: string; value: string };
type Distance = { place: string; distance: string };

/**
 * Campaign landing page (/apartment-guntur). It quotes the campaign drive time,
 * `facts.driveMinutesLanding`, where the home page quotes `facts.driveMinutesHome`.
 */
export const landing = {
  hero: {
    eyebrow: `Gated community in ${site.address.locality}`,
    headline: `2 & 3 BHK Apartments in ${site.address.locality}`,
    subline: `${facts.apartments} homes of ${sizeRangeText} at ${site.projectName}, ${facts.driveMinutesLanding} minutes from ${facts.capitalName}. Prices from ${priceFromText}.`,
    imageDesktop: "landing/banner-desktop.jpg",
    imageMobile: "landing/banner-mobile.jpg",
    alt: `Artist's impression of the ${facts.towers} ${site.projectName} towers behind the landscaped entrance court`,
    facts: [
      { label: "Land area", value: landAreaText },
      { label: "Towers", value: `${facts.towers}` },
      { label: "Floors", value: floorsShortText },
      { label: "Apartments", value: `${facts.apartments}` },
      { label: "Sizes", value: sizeRangeShortText },
      { label: `Drive to ${facts.capitalName}`, value: `~${facts.driveMinutesLanding} min` },
    ] satisfies LabelledValue[],
  },
  video: {
    heading: "Walk Through Your Future Home",
    text: `Step inside ${site.projectName}: from the entrance gate and the landscaped court to the living room, kitchen and balconies of a finished home.`,
    poster: "landing/walkthrough-poster.jpg",
    posterAlt: `Opening frame of the ${site.projectName} walkthrough film: the entrance gate with both towers behind it`,
    webm: "landing/walkthrough.webm",
    mp4: "landing/walkthrough.mp4",
  },
  features: {
    heading: `Why ${site.projectName}`,
    items: [
      {
        title: "Premium Location",
        description: `In ${site.address.locality}, ${facts.driveMinutesLanding} minutes from ${facts.capitalName}, with the railway junction, schools, hospitals and NH16 close at hand.`,
      },
      {
        title: "Modern Design",
        description:
          "Vastu-aligned 2 and 3 BHK plans with cross-ventilation, at least two balconies, vitrified floors and branded fittings.",
      },
      {
        title: "World-Class Amenities",
        description:
          "A swimming pool, fitness center, clubhouse, children's play area and landscaped gardens, all inside the gate.",
      },
      {
        title: "Reimagined High Rise Living",
        description: `${facts.towers} towers of ${floorsShortText} with only ${facts.apartments} homes: lifts, stilt parking and power backup, at a scale where neighbours know each other.`,
      },
    ] satisfies z.input<typeof FeatureSchema>[],
  },
  location: {
    heading: "Location Advantages",
    text: `${site.projectName} stands in ${site.address.locality}, on the road to the capital region, close to the city's schools, hospitals and railway junction and ${facts.driveMinutesLanding} minutes from ${facts.capitalName}.`,
    image: "landing/location-map.jpg",
    alt: `Map of ${site.address.locality} and the capital region marking ${site.projectName}, ${facts.capitalName}, Vijayawada, AIIMS Mangalagiri and NH16`,
    points: [
      { place: facts.capitalName, distance: `~${facts.driveMinutesLanding} min` },
      { place: `${site.address.locality} Railway Junction`, distance: "~10 min" },
      { place: "NH16 (Chennai–Kolkata Highway)", distance: "~15 min" },
      { place: "AIIMS Mangalagiri", distance: "~30 min" },
      { place: "Vijayawada", distance: "~50 min" },
      { place: "Vijayawada International Airport", distance: "~1 hr 15 min" },
    ] satisfies Distance[],
  },
  plans: {
    heading: "Master Plan & Floor Plans",
    slides: [
      {
        title: "Master Plan",
        image: "landing/master-plan.jpg",
        description: `The ${landAreaText} site: entrance gate, ${facts.towers} towers, clubhouse, swimming pool, play area and landscaped gardens.`,
        alt: "Master plan of the site showing the entrance gate, two towers, clubhouse, swimming pool, play area and gardens",
      },
      {
        title: `2 BHK ${facts.sizeRange.min} Sft`,
        image: "landing/plan-2bhk-1430.png",
        description: "East-facing 2 BHK with two bathrooms, two balconies and a kitchen with a utility area.",
        alt: `Floor plan of the ${facts.sizeRange.min} sq ft 2 BHK apartment showing the living room, two bedrooms, kitchen and balconies`,
      },
      {
        title: "2 BHK 1560 Sft",
        image: "landing/plan-2bhk-1560.png",
        description:
          "A larger 2 BHK with a separate dining area, a pooja corner and balconies off the living room and master bedroom.",
        alt: "Floor plan of the 1560 sq ft 2 BHK apartment showing the living and dining areas, two bedrooms, kitchen and balconies",
      },
      {
        title: `3 BHK ${facts.sizeRange.max} Sft`,
        image: "landing/plan-3bhk-1790.png",
        description:
          "The largest home: a 3 BHK with three bathrooms, three balconies and a master bedroom with a walk-in wardrobe.",
        alt: `Floor plan of the ${facts.sizeRange.max} sq ft 3 BHK apartment showing the living room, three bedrooms, kitchen and balconies`,
      },
    ] satisfies TitledImage[],
  },
  amenities: {
    heading: "Amenities",
    items: [
      {
        id: "swimming-pool",
        title: "Swimming Pool",
        image: "amenities/swimming-pool.jpg",
        description: "A pool between the towers with a shallow children's section and a paved deck.",
        alt: "Artist's impression of the swimming pool with a paved deck and loungers",
      },
      {
        id: "fitness-center",
        title: "Fitness Center",
        image: "amenities/gymnasium.jpg",
        description: "An air-conditioned gym with cardio machines, a multi-station machine and free weights.",
        alt: "Artist's impression of the gym with treadmills along a window wall and a weight rack",
      },
      {
        id: "childrens-play-area",
        title: "Children's Play Area",
        image: "amenities/children-play.jpg",
        description: "Slides, swings and a climbing frame on a soft floor, beside an open lawn for games.",
        alt: "Artist's impression of a children's play area with a slide, swings and a climbing frame",
      },
      {
        id: "landscaped-gardens",
        title: "Landscaped Gardens",
        image: "amenities/landscaped-gardens.jpg",
        description: "Lawns, shade trees and a walking path, watered with recycled water from the treatment plant.",
        alt: "Artist's impression of landscaped gardens with lawns, a walking path, shade trees and benches",
      },
      {
        id: "clubhouse",
        title: "Clubhouse",
        image: "amenities/clubhouse.jpg",
        description:
          "A multipurpose hall for functions and an indoor games room with billiards, table tennis and carrom.",
        alt: "Artist's impression of the clubhouse facing the pool deck",
      },
    ] satisfies Amenity[],
  },
  contact: {
    heading: "Get In Touch",
    subheading: "Enquire Now",
    text: `Leave your details and our team will call you with prices, available floors and a time for your site visit to ${site.projectName}.`,
  },
  brochureModal: {
    heading: "Download Brochure",
    text: `Get the ${site.projectName} brochure with floor plans, specifications and the location map. Enter your details and it is yours in a moment.`,
  },
};
