// The page reads the enquiry kept on the phone (the name, the flat, the visit): an island.
import { ThankYouPage } from "~/pages/thank-you";
import { withWords } from "../with-words";

export const ThankYou = await withWords(ThankYouPage, ["enquiry", "thankYou", "visitBooking", "visitTexts"]);
