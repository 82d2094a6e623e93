import { NotFoundPage } from "~/pages/not-found";
import { withWords } from "./with-words";

export const NotFound = await withWords(NotFoundPage, "NotFound");
