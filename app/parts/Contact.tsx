import { ContactSection } from "~/features/home/contact-section";
import { withWords } from "./with-words";

export const Contact = withWords(ContactSection, "Contact");
