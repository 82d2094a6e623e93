import { EmiCalculator } from "~/features/flats/emi-calculator";
import { withWords } from "./with-words";

export const Emi = withWords(EmiCalculator, "Emi");
