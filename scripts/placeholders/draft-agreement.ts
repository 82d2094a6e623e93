/**
 * Writes content/media/documents/draft-agreement-for-sale.pdf, the sample agreement for sale the token's refund terms
 * link to (app/pages/hold-token-refund.tsx), from the content: the builder, the project's RERA registration, an
 * available flat with its cost sheet and the payment plan. Marked DRAFT on every page. Run by hand when these change;
 * the builder's lawyer's own draft replaces the file, under the same name, before launch.
 *
 *   npx tsx scripts/placeholders/draft-agreement.ts
 */
import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { buildCostSheet } from "#content/cost-sheet.ts";
import { flats, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { groupIndian } from "#content/money.ts";
import { paymentPlan } from "#content/payment-plan.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";

const OUT = path.resolve(import.meta.dirname, "../../content/media/documents/draft-agreement-for-sale.pdf");
const MARGIN = 56;

const words = wordsIn("en");
const { floorPlans } = floorPlansContent(words);
const flat = flats.find((each) => each.status === "available") ?? flats[0]!;
const plan = floorPlans.find((each) => each.id === flat.plan)!;
const sheet = buildCostSheet(flat, plan, priceList);
const site = siteSettings;
const stages: Record<string, string> = {
  booking: "On booking (the token paid online counts toward it)",
  agreement: "On signing this agreement",
  ...words.progressTexts.stages,
};
const rupees = (amount: number) => `Rs. ${groupIndian(amount)}`;

const doc = new PDFDocument({
  size: "A4",
  margin: MARGIN,
  info: {
    Title: `DRAFT agreement for sale (sample), ${site.projectName}`,
    Author: site.builderName,
    // Fixed, so that the file changes only when its content does.
    CreationDate: new Date("2026-11-28T00:00:00Z"),
  },
});
await mkdir(path.dirname(OUT), { recursive: true });
const file = createWriteStream(OUT);
doc.pipe(file);

const stamp = () =>
  doc
    .save()
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor("#b91c1c")
    .text("DRAFT - SAMPLE ONLY - NOT FOR SIGNATURE", MARGIN, 24, {
      width: doc.page.width - 2 * MARGIN,
      align: "center",
    })
    .restore()
    .fillColor("#111111");
doc.on("pageAdded", stamp);
stamp();

const heading = (text: string) => doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text(text).moveDown(0.3);
const para = (text: string) => doc.font("Helvetica").fontSize(10).text(text, { align: "justify" }).moveDown(0.4);

doc.font("Helvetica-Bold").fontSize(18).text("Agreement for Sale", MARGIN, 56, { align: "center" });
doc.font("Helvetica").fontSize(10).text(`${site.projectName} - draft for reading before booking`, { align: "center" });
para(
  "\nThis is a sample of the agreement a buyer is asked to sign, published so that a buyer and their lawyer can read " +
    "its terms before paying more than the token. The agreement signed is in the form prescribed under the rules " +
    "made under the Real Estate (Regulation and Development) Act, 2016, completed for the buyer's flat.",
);

heading("1. Parties");
para(
  `${site.builderName}, the Promoter, of ${site.address.street}, ${site.address.locality}, ${site.address.region} ` +
    `${site.address.postalCode}; and [the Allottee's name, address and PAN], the Allottee.`,
);

heading("2. The project and its registration");
para(
  `${site.projectName}, registered with the ${site.rera.authority} under registration number ${site.rera.number} ` +
    `(${site.rera.url}). The approved plans, the possession date committed to the Authority and the quarterly ` +
    "progress reports are public under that number.",
);

heading("3. The apartment");
para(
  `Apartment ${flat.unit}, Tower ${flat.tower}, floor ${flat.floor}: a ${plan.type} facing ${flat.facing}, carpet ` +
    `area ${groupIndian(plan.details.carpetArea)} sq ft (as defined in section 2(k) of the Act), with one covered car park.`,
);

heading("4. Price (sample, from the price list)");
for (const [label, amount] of [
  ["Builder's charges, before GST", sheet.builderTotal],
  [`GST at ${sheet.gst.basis.percent}% on ${rupees(sheet.agreementValue)}`, sheet.gst.amount],
  ["Government levies (stamp duty, transfer duty, registration; estimated)", sheet.leviesTotal],
  ["All-in cost", sheet.total],
] as const)
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${label}: ${rupees(amount)}`, { indent: 12 });
para(
  "\nThe Promoter takes no more than ten per cent of the cost of the apartment as an advance or application fee " +
    "before this agreement is registered (section 13(1) of the Act).",
);

heading("5. Payment plan");
para("Construction-linked, as in the payment schedule on the apartment's page of the website:");
for (const instalment of paymentPlan.instalments)
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(`${stages[instalment.due] ?? instalment.due}: ${instalment.percent}%`, { indent: 12 });

heading("6. The token and its refund");
para(
  "A token paid online to hold the apartment is refunded in full, with nothing deducted, to the account it came " +
    "from, if the Allottee cancels before signing this agreement. Once this agreement is signed, cancellation is as " +
    "the prescribed form provides.",
);

heading("7. Possession, defects and other terms");
para(
  "As in the prescribed form: the date of possession committed to the Authority, the Promoter's liability for " +
    "structural defects for five years from possession (section 14(3)), interest for delay (section 18), and the " +
    "other clauses of the form, unchanged.",
);

doc.moveDown(1.5).font("Helvetica").fontSize(10).text("Signed: ____________________ (Promoter)");
doc.moveDown(1).text("Signed: ____________________ (Allottee)");
doc.end();
await finished(file);
console.log(`${path.relative(process.cwd(), OUT)}: ${(await stat(OUT)).size} bytes, flat ${flat.unit}`);
