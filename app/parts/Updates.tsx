// The progress updates, whose photos open larger: an island.
import { UpdateList } from "#app/features/progress/update-list.tsx";
import { withWords } from "./with-words";

export const Updates = withWords(UpdateList, "Updates");
