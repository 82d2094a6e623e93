// Every flat with its filters: an island.
import { AvailabilityGrid } from "~/features/flats/availability-grid";
import { withWords } from "./with-words";

export const Grid = withWords(AvailabilityGrid, "Grid");
