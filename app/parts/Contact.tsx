import { ContactSection } from "#app/features/home/contact-section.tsx";
import { withWords } from "./with-words";

export const Contact = withWords(ContactSection, "Contact");
