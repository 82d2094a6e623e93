import { ContactSection } from "~/features/home/contact-section";
import { withWords } from "./with-words";

export const Contact = await withWords(ContactSection, "Contact");
