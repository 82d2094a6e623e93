import { ApprovalsPage } from "~/pages/approvals";
import { withWords } from "./with-words";

export const Approvals = withWords(ApprovalsPage, "Approvals");
