import { ApprovalsPage } from "~/pages/approvals";
import { withWords } from "./with-words";

export const Approvals = await withWords(ApprovalsPage, "Approvals");
