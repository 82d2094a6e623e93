import { SiteHeader } from "~/components/layout/site-header";
import { withWords } from "./with-words";

export const Header = withWords(SiteHeader, "Header");
