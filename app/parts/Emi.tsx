import { EmiCalculator } from "#app/features/flats/emi-calculator.tsx";
import { withWords } from "./with-words";

export const Emi = withWords(EmiCalculator, "Emi");
