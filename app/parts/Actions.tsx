import { FlatActions } from "~/features/flats/flat-actions";
import { withWords } from "./with-words";

export const Actions = withWords(FlatActions, "Actions");
