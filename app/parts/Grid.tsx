// Every flat with its filters: an island.
import { AvailabilityGrid } from "#app/features/flats/availability-grid.tsx";
import { withWords } from "./with-words";

export const Grid = withWords(AvailabilityGrid, "Grid");
