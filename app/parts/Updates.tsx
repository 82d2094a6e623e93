// The progress updates, whose photos open larger: an island.
import { UpdateList } from "~/features/progress/update-list";
import { withWords } from "./with-words";

export const Updates = withWords(UpdateList, "Updates");
