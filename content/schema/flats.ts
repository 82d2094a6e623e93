import { z } from "zod";
import { FLAT_STATUSES } from "#content/flat-statuses.ts";
import { id, isoDate, refuseRepeats, text, withValues } from "./blocks";

/**
 * Flats: the inventory (content/flats.yaml), the price list (content/prices.yaml) and the words of the
 * flats pages (content/en/flat-texts.yaml). docs/decisions/0016-flats-and-prices.md.
 */

export const TOWERS = ["A", "B"] as const;
const FACINGS = ["east", "west"] as const;
/** "A-302": tower A, floor 3, unit 02 of the typical floor layout. */
const UNIT = /^([A-Z])-([1-9])(\d\d)$/;

const FlatSchema = z
  .object({
    unit: z
      .string()
      .regex(UNIT, "Expected the tower, a dash, the floor and the unit's two digits, like A-302")
      .describe("Tower, floor and unit as on the typical floor layout maps: A-302 is tower A, floor 3, unit 02"),
    tower: z.enum(TOWERS).describe("A or B"),
    floor: z.number().int().min(1).max(5).describe("1 to 5, the floors above the stilt parking"),
    plan: id.describe("The id of its floor plan in content/en/floor-plans.yaml, e.g. 3bhk-1772-east"),
    facing: z.enum(FACINGS).describe("Where the main door faces: east or west (as its floor plan)"),
    corner: z.boolean().describe("A corner flat (pays the corner charge of the price list)"),
    status: z
      .enum(FLAT_STATUSES)
      .describe(
        'available, on-hold (held for a buyer for a few days), booked or not-for-sale. Once the sales desk\'s HubSpot is connected, the status set there wins over this one (README, "Live inventory")',
      ),
  })
  .strict();
export type Flat = z.output<typeof FlatSchema>;

export const FlatsFileSchema = z
  .object({
    updated: isoDate.describe("The day this list was last checked against the sales register; shown on /flats"),
    flats: z
      .array(FlatSchema)
      .min(1)
      .describe("Every flat of both towers; change a flat's status here when it is booked or released"),
  })
  .strict()
  .superRefine((file, context) => {
    refuseRepeats(context, "flats", file.flats, "unit");
    file.flats.forEach((flat, index) => {
      const [, tower, floor] = UNIT.exec(flat.unit) ?? [];
      if (tower !== undefined && tower !== flat.tower) {
        context.addIssue({
          code: "custom",
          path: ["flats", index, "tower"],
          message: `${flat.unit} is in tower ${tower}, not ${flat.tower}`,
        });
      }
      if (floor !== undefined && Number(floor) !== flat.floor) {
        context.addIssue({
          code: "custom",
          path: ["flats", index, "floor"],
          message: `${flat.unit} is on floor ${floor}, not ${flat.floor}`,
        });
      }
    });
  });

const rupees = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const builder = z.literal("builder").describe("builder: a charge the builder sets and collects");
const government = z.literal("government").describe("government: a levy paid to the state at registration");

export const PricesFileSchema = z
  .object({
    date: isoDate.describe(
      "The day this price list took effect: every cost sheet, payment schedule, the comparison, the brochure and " +
        "each flat's quotation name it. Change it with the prices",
    ),
    showPrices: z
      .boolean()
      .describe("Off: every flat says 'Price on request' and shows no cost sheet; the grid and enquiries still work"),
    builderCharges: z
      .object({
        basePrice: z
          .object({ kind: builder, perSqft: rupees.min(1).describe("Base rate in rupees per sq ft of carpet area") })
          .strict(),
        floorRise: z
          .object({
            kind: builder,
            perSqftPerFloor: rupees
              .min(1)
              .describe("The floor rise: rupees per sq ft of carpet area for each floor from the first that pays it"),
            fromFloor: z
              .number()
              .int()
              .min(1)
              .max(5)
              .describe("The first floor that pays the rise; it pays one step, the next two, and so on"),
          })
          .strict(),
        eastFacing: z
          .object({ kind: builder, perSqft: rupees.describe("Preferential location charge of an east-facing flat") })
          .strict(),
        corner: z
          .object({ kind: builder, perSqft: rupees.describe("Preferential location charge of a corner flat") })
          .strict(),
        carPark: z
          .object({ kind: builder, amount: rupees.describe("One covered car bay at the stilt level") })
          .strict(),
        clubhouse: z.object({ kind: builder, amount: rupees.describe("Clubhouse membership, once") }).strict(),
        corpusFund: z
          .object({
            kind: builder,
            perSqft: rupees.describe("Handed to the residents' association for major repairs; no GST is charged on it"),
          })
          .strict(),
        legal: z.object({ kind: builder, amount: rupees.describe("Legal and documentation charges") }).strict(),
      })
      .strict(),
    gst: z
      .object({
        percent: percent.describe(
          "GST on a flat bought under construction, on the builder's charges except the corpus fund",
        ),
        affordablePercent: percent.describe("The lower rate for affordable housing"),
        affordableMaxCarpetSqm: z
          .number()
          .positive()
          .describe(
            "Affordable housing outside the metros (Guntur is not one): carpet area at most this many square metres (90; 60 in the six metros)…",
          ),
        affordableMaxValue: rupees.describe("…and a value at most this many rupees"),
      })
      .strict(),
    governmentLevies: z
      .object({
        stampDuty: z.object({ kind: government, percent }).strict(),
        transferDuty: z.object({ kind: government, percent }).strict(),
        registrationFee: z.object({ kind: government, percent }).strict(),
      })
      .strict()
      .describe("Andhra Pradesh's rates, indicative: sources disagree, and they are charged on the guideline value"),
    homeLoan: z
      .object({
        ratePercent: z
          .number()
          .min(1)
          .max(20)
          .describe("The EMI calculator's interest rate until the buyer changes it"),
        years: z.number().int().min(5).max(30).describe("Its tenure until the buyer changes it"),
        loanToValue: z
          .array(
            z
              .object({
                upToLoan: rupees
                  .min(1)
                  .optional()
                  .describe("The largest loan of this tier; left out on the last tier, which has no limit"),
                percent: percent.describe("The largest share of the cost a bank may lend in this tier"),
              })
              .strict(),
          )
          .min(1)
          .describe("RBI's loan-to-value caps for housing loans, by the loan's amount, smallest loans first"),
      })
      .strict()
      .superRefine(({ loanToValue: tiers }, context) => {
        tiers.forEach((tier, index) => {
          const path = ["loanToValue", index, "upToLoan"];
          const last = index === tiers.length - 1;
          const previous = tiers[index - 1]?.upToLoan;
          if (last && tier.upToLoan !== undefined) {
            context.addIssue({ code: "custom", path, message: "The last tier has no limit: leave upToLoan out" });
          } else if (!last && tier.upToLoan === undefined) {
            context.addIssue({ code: "custom", path, message: "Every tier but the last needs upToLoan" });
          } else if (tier.upToLoan !== undefined && previous !== undefined && tier.upToLoan <= previous) {
            context.addIssue({ code: "custom", path, message: `Must be more than the tier before's ${previous}` });
          }
        });
      })
      .describe("The EMI calculator's starting figures and the caps it holds the loan to"),
  })
  .strict();

const withTokens = (placeholder: string) =>
  text.regex(new RegExp(`\\{${placeholder}\\}`), `Must contain {${placeholder}}`);
const costLine = z
  .object({ label: text, basis: text.describe("How the line is computed; {placeholders} are filled in") })
  .strict();

export const FlatTextsFileSchema = z
  .object({
    units: z
      .object({
        rupees: withTokens("amount").describe("An amount in rupees, e.g. ₹{amount}"),
        lakhs: withTokens("amount").describe("An amount in lakhs, e.g. ₹{amount} lakh"),
        sqft: withTokens("area"),
        sqm: withTokens("area"),
        percent: withTokens("value"),
      })
      .strict(),
    words: z
      .object({
        tower: text,
        floor: withTokens("floor"),
        facing: z.object({ east: text, west: text }).strict(),
        corner: text,
        status: z.object({ available: text, "on-hold": text, booked: text, "not-for-sale": text }).strict(),
      })
      .strict(),
    list: z
      .object({
        title: text.describe("The page title of /flats"),
        description: text.max(160),
        eyebrow: text,
        heading: text,
        intro: text,
        summary: text
          .regex(/\{available\}/, "Must contain {available}")
          .describe("{available}, {total} and {date} are filled in"),
        filtersLabel: text,
        bhkLabel: text,
        facingLabel: text,
        floorLabel: text,
        any: text,
        availableOnly: text,
        showing: text.regex(/\{count\}/, "Must contain {count}"),
        planFilter: text.regex(/\{plan\}/, "Must contain {plan}"),
        clearPlan: text,
        towerCaption: text.regex(/\{tower\}/, "Must contain {tower}"),
        unitColumn: text,
        filteredOut: text,
        keyboardHint: text,
        compareLink: text,
        contactHeading: text,
      })
      .strict(),
    flat: z
      .object({
        title: text.regex(/\{unit\}/, "Must contain {unit}"),
        description: text.regex(/\{unit\}/, "Must contain {unit}"),
        heading: text.regex(/\{unit\}/, "Must contain {unit}"),
        backToList: text,
        statusAsOf: withTokens("date").describe("Beside the flat's status: when it was read ({date})"),
        printLine: text
          .regex(/\{url\}/, "Must contain {url}")
          .regex(/\{date\}/, "Must contain {date}")
          .describe(
            "Printed under the heading of a flat's page: {url} is the page's address, {date} the day of the list",
          ),
        planAlt: text,
        facts: z
          .object({
            carpetArea: text,
            carpetNote: text,
            balconyArea: text,
            superBuiltUpArea: text,
            bhk: text,
            facing: text,
            floor: text,
            status: text,
          })
          .strict(),
        bookedNotice: text,
        onHoldNotice: text,
        similarHeading: text,
        priceOnRequest: text,
        priceOnRequestText: text,
        enquireHeading: text,
        enquireText: text,
        share: text,
        shareMessage: text.regex(/\{unit\}/, "Must contain {unit}").describe("{unit}, {price} and {url} are filled in"),
        print: text,
        compare: text,
        quotation: text.describe("Downloads the flat's quotation: a PDF of its cost sheet and payment schedule, dated"),
        quotationFile: text
          .regex(/\{unit\}/, "Must contain {unit}")
          .describe("The quotation's file name once downloaded, e.g. {unit}-quotation.pdf"),
        notFoundHeading: text,
        notFoundText: text,
      })
      .strict(),
    costSheet: z
      .object({
        heading: text,
        itemColumn: text,
        amountColumn: text,
        builderHeading: text,
        lines: z
          .object({
            basePrice: costLine,
            floorRise: costLine,
            eastFacing: costLine,
            corner: costLine,
            carPark: costLine,
            clubhouse: costLine,
            corpusFund: costLine,
            legal: costLine,
            gst: costLine,
            stampDuty: costLine,
            transferDuty: costLine,
            registrationFee: costLine,
          })
          .strict(),
        noFloorRise: text,
        subtotal: text,
        leviesHeading: text,
        leviesNote: text.describe("Says the levies are indicative, computed on the guideline value at registration"),
        gstNote: text.describe("Explains the GST rate and when the 1% affordable rate would apply"),
        total: text,
        totalInLakhs: text,
        priceList: withValues("date").describe(
          "Names the price list the figures come from and since when, e.g. 'Price list of {date}' (content/prices.yaml)",
        ),
      })
      .strict(),
    schedule: z
      .object({
        heading: text,
        intro: text.describe("What a construction-linked plan is; the plan itself is in Payment schedule"),
        dueColumn: text,
        shareColumn: text,
        amountColumn: text,
        booking: text.describe("When the booking amount falls due"),
        agreement: text.describe("When the instalment of the agreement for sale falls due"),
        stage: withValues("tower", "stage").describe("An instalment due when the tower reaches a stage of /progress"),
        complete: withValues("tower").describe("The instalment due on possession, when the tower is complete"),
        breakdown: withValues("price", "gst").describe("An instalment's share of the price and its GST"),
        dueHeading: text.describe("Heads the instalments already due"),
        laterHeading: text.describe("Heads the instalments that fall due later"),
        dueNow: withValues("tower", "date", "count", "total", "amount").describe(
          "How many instalments are due as the newest progress update has the tower, and their sum",
        ),
        dueNowNoPrice: withValues("tower", "date", "count", "total").describe("The same when prices are not shown"),
        note: withValues("percent").describe("How GST, the corpus fund and the levies fall in the instalments"),
        total: text,
      })
      .strict(),
    emi: z
      .object({
        heading: text,
        intro: text,
        loanShare: text,
        loanShareHint: text.describe("{max} is filled in with the largest share the loan-to-value cap allows"),
        interestRate: text,
        tenure: text,
        years: text,
        loanAmount: text,
        downPayment: text,
        monthlyEmi: text,
        totalInterest: text,
        ltvNote: withValues("tiers").describe(
          "RBI's caps; {tiers} is the tiers, each written as ltvTier or ltvAbove, joined by commas",
        ),
        ltvTier: withValues("percent", "limit").describe("A tier with a limit; {limit} is the largest loan, in lakhs"),
        ltvAbove: withValues("percent").describe("The last tier, above the largest limit"),
      })
      .strict(),
    compare: z
      .object({
        title: text,
        description: text.max(160),
        heading: text,
        intro: text,
        pick: text.regex(/\{n\}/, "Must contain {n}"),
        none: text,
        empty: text,
        plan: text,
        emiRow: text,
        dueNowRow: text.describe("The row of what is due now on each flat, as its tower stands"),
        shareHint: text,
      })
      .strict(),
  })
  .strict();
