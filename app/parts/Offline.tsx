import { OfflineNotice } from "#app/features/offline/offline-notice.tsx";
import { withWords } from "./with-words";

export const Offline = withWords(OfflineNotice, "Offline");
