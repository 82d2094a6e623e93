import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { withWords } from "./with-words";

export const Header = withWords(SiteHeader, "Header");
