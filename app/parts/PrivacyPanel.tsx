import { PrivacyChoicesPanel } from "#app/components/layout/privacy-choices.tsx";
import { withWords } from "./with-words";

export const PrivacyPanel = withWords(PrivacyChoicesPanel, "PrivacyPanel");
