import { SiteFooter } from "~/components/layout/site-footer";
import { withWords } from "./with-words";

export const Footer = withWords(SiteFooter, "Footer");
