import { VisitConfirmation } from "#app/features/site-visit/visit-confirmation.tsx";
import { readVisit } from "#app/features/site-visit/visit-slots.ts";
import { getFirstName, useStoredEnquiry } from "#app/features/thank-you/use-stored-enquiry.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { thankYouContent } from "#content/thank-you.ts";

/**
 * The thank-you page's parts that read the enquiry kept on the phone (app/features/thank-you/use-stored-enquiry.ts), each rendered empty
 * before then: the rest of the page (thank-you.tsx) is the same for every visitor, so it needs no script.
 */

/** "Thank you, Priya": above the page's heading, which it sits close to (its negative margin in a flex column). */
export function EnquiryGreeting() {
  const { thankYou } = useContent(thankYouContent);
  const firstName = getFirstName(useStoredEnquiry());
  if (!firstName) return null;
  return <p className="mt-8 -mb-6 text-lg font-semibold text-gold-700">{thankYou.greeting(firstName)}</p>;
}

/** The flat asked about and the visit booked, under the page's text. */
export function EnquiryDetails() {
  const { thankYou } = useContent(thankYouContent);
  const record = useStoredEnquiry();
  const visit = readVisit(record);
  return (
    <>
      {record?.flatUnit && (
        <p
          className="mt-4 rounded-xl bg-white px-5 py-3 font-semibold text-brand-900 ring-1 ring-sand-200"
          data-flat-line
        >
          {thankYou.flatLine(record.flatUnit, record.flatPrice ?? "")}
        </p>
      )}
      {visit && (
        <div className="mt-10 w-full">
          <VisitConfirmation visit={visit} name={record?.name ?? ""} status="sent" />
        </div>
      )}
    </>
  );
}
