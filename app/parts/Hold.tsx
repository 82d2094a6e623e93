// The hold's receipt page is HTML; the part that reads the hold from the page's query is an island (HoldReceipt).
import { HoldReceipt as Receipt } from "#app/features/hold/hold-receipt.tsx";
import { HoldPage } from "#app/pages/hold.tsx";
import { withWords } from "./with-words";

export const Hold = withWords(HoldPage, "Hold");
export const HoldReceipt = withWords(Receipt, "HoldReceipt");
