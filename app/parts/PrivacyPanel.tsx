import { PrivacyChoicesPanel } from "~/components/layout/privacy-choices";
import { withWords } from "./with-words";

export const PrivacyPanel = withWords(PrivacyChoicesPanel, "PrivacyPanel");
