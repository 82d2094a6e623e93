import { NotFoundPage } from "~/pages/not-found";
import { withWords } from "./with-words";

export const NotFound = withWords(NotFoundPage, "NotFound");
