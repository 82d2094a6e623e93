import { ApprovalsPage } from "#app/pages/approvals.tsx";
import { withWords } from "./with-words";

export const Approvals = withWords(ApprovalsPage, "Approvals");
