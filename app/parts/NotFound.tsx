import { NotFoundPage } from "#app/pages/not-found.tsx";
import { withWords } from "./with-words";

export const NotFound = withWords(NotFoundPage, "NotFound");
