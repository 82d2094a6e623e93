import { FlatActions } from "#app/features/flats/flat-actions.tsx";
import { withWords } from "./with-words";

export const Actions = withWords(FlatActions, "Actions");
