import { facts, floorsShortText, landAreaText } from "./facts";
import type { TitledImage } from "./schema";
import { site } from "./site";

/** Floor layout maps: the four images of the layout carousel, each opening in a modal. */
export const layoutMaps = [
  {
    title: "Typical Floor – Tower A",
    image: "layout-maps/typical-floor-tower-a.jpg",
    description: `The arrangement of apartments on a typical floor of Tower A, repeated on each of the ${facts.floorsAboveGround} floors above the stilt level, around the central lift and staircase core.`,
    alt: "Layout plan of a typical floor in Tower A showing each apartment, its balconies, the corridor, lifts and staircase",
  },
  {
    title: "Typical Floor – Tower B",
    image: "layout-maps/typical-floor-tower-b.jpg",
    description: `The arrangement of apartments on a typical floor of Tower B, repeated on each of the ${facts.floorsAboveGround} floors above the stilt level, with every home opening onto a naturally lit corridor.`,
    alt: "Layout plan of a typical floor in Tower B showing each apartment, its balconies, the corridor, lifts and staircase",
  },
  {
    title: "Stilt Parking",
    image: "layout-maps/stilt-parking.jpg",
    description: `The ground (stilt) level of the ${floorsShortText} towers: covered car parking bays, two-wheeler parking, the lift lobbies and the driveway that links them.`,
    alt: "Layout plan of the stilt parking level with numbered car bays, two-wheeler parking, lift lobbies and the driveway",
  },
  {
    title: "Site Layout",
    image: "layout-maps/site-layout.jpg",
    description: `The whole ${landAreaText} of ${site.projectName}: the entrance gate, both towers, the clubhouse, the swimming pool, the children's play area and the landscaped gardens.`,
    alt: "Site layout plan showing the entrance gate, Tower A, Tower B, the clubhouse, pool, play area, gardens and internal roads",
  },
] satisfies TitledImage[];
