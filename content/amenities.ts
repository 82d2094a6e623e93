import type { z } from "zod";
import type { Amenity, SpecGroupSchema } from "./schema";
import { site } from "./site";

/** Amenities (#amenities): the five amenity cards and the specification list. */
export const amenities = [
  {
    id: "swimming-pool",
    title: "Swimming Pool",
    image: "amenities/swimming-pool.jpg",
    description:
      "A swimming pool set between the two towers, with a shallow section for children and a paved deck with loungers. Changing rooms and showers are next door in the clubhouse, and the deck is lit for evening swims.",
    alt: "Artist's impression of the swimming pool with a paved deck, loungers and the towers behind",
  },
  {
    id: "gymnasium",
    title: "Gymnasium",
    image: "amenities/gymnasium.jpg",
    description:
      "An air-conditioned gym in the clubhouse with treadmills, cross-trainers, an exercise bike, a multi-station machine and free weights. Large windows look out over the garden, so a morning workout starts with daylight.",
    alt: "Artist's impression of the gym with treadmills along a window wall, a weight rack and mirrors",
  },
  {
    id: "multipurpose-hall",
    title: "Multi purpose House",
    image: "amenities/multipurpose-hall.jpg",
    description:
      "A multipurpose hall for birthday parties, festival pujas, association meetings and yoga classes, seating about 80 guests. It has its own pantry and washrooms, so residents can host family functions without leaving the community.",
    alt: "Artist's impression of the multipurpose hall set up with round tables and chairs under pendant lights",
  },
  {
    id: "children-play",
    title: "Children Play spaces / Grounds",
    image: "amenities/children-play.jpg",
    description:
      "A play area with slides, swings and a climbing frame on a soft rubber floor, beside an open lawn for cricket and football. It is inside the gated campus and in view of the clubhouse seating, so parents can relax while children play.",
    alt: "Artist's impression of a children's play area with a slide, swings and a climbing frame beside a lawn",
  },
  {
    id: "indoor-games",
    title: "Indoor Games & Billboards",
    image: "amenities/indoor-games.jpg",
    description:
      "An indoor games room with a billiards table, table tennis, carrom boards and chess. It is air-conditioned and open through the day, a place for a quiet game after work or a tournament on a Sunday.",
    alt: "Artist's impression of the indoor games room with a billiards table in front and a table tennis table behind",
  },
] satisfies Amenity[];

export const specifications = {
  heading: "Built to Last, Designed for You",
  intro: `Every home at ${site.projectName} is built to one written specification, the same one written into your agreement of sale. These are the materials and fittings that go into your apartment.`,
  groups: [
    {
      title: "Structure",
      items: [
        "RCC framed structure designed for seismic zone III as per IS 1893",
        "200 mm external and 100 mm internal walls in AAC blocks",
        "Anti-termite treatment at foundation and plinth level",
        "Smooth putty finish inside, weather-proof emulsion paint outside",
      ],
    },
    {
      title: "Flooring",
      items: [
        "800 × 800 mm double-charged vitrified tiles in living, dining and bedrooms",
        "Anti-skid ceramic tiles in bathrooms, balconies and utility",
        "Granite in the entrance lobby, corridors and staircases",
      ],
    },
    {
      title: "Kitchen",
      items: [
        "Polished granite platform with a stainless steel sink",
        "Glazed ceramic tile dado 2 ft above the platform",
        "Points for chimney, water purifier, microwave and refrigerator",
        "Separate utility area with a washing machine inlet and drain",
      ],
    },
    {
      title: "Bathrooms",
      items: [
        "CP fittings of Jaquar or equivalent, with hot and cold wall mixers",
        "Wall-hung EWC and washbasin of Hindware, Parryware or equivalent",
        "Glazed ceramic tile dado up to 7 ft",
        "Geyser and exhaust fan points in every bathroom",
      ],
    },
    {
      title: "Doors & Windows",
      items: [
        "Main door with teak wood frame, teak-veneered shutter and stainless steel hardware",
        "Internal doors with hardwood frames and laminated flush shutters",
        "UPVC sliding windows with mosquito mesh and MS safety grills",
        "UPVC ventilators in bathrooms",
      ],
    },
    {
      title: "Electrical & Plumbing",
      items: [
        "Concealed fire-retardant copper wiring with modular switches of Legrand or equivalent",
        "AC points in the living room and every bedroom, and an inverter provision in each home",
        "Power backup by DG set for lifts, pumps, common-area lighting and CCTV",
        "Concealed CPVC and UPVC plumbing of Ashirvad or equivalent",
        "Sewage treatment plant, with treated water used for the gardens, and rainwater harvesting pits",
      ],
    },
  ] satisfies z.input<typeof SpecGroupSchema>[],
};
