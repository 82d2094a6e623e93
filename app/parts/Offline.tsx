import { OfflineNotice } from "~/features/offline/offline-notice";
import { withWords } from "./with-words";

export const Offline = withWords(OfflineNotice, "Offline");
