import { FlatStatusNotice } from "~/features/flats/flat-details";
import { withWords } from "../with-words";

export const StatusNotice = withWords(FlatStatusNotice);
