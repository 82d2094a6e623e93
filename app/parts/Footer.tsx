import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { withWords } from "./with-words";

export const Footer = withWords(SiteFooter, "Footer");
