import { mailtoUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import { brochureContent } from "#content/brochure.ts";
import { landingContent } from "#content/landing.ts";
import { addressContent, siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";
import { visitsContent } from "#content/visits.ts";
import type { Words } from "#content/words.ts";
import { reraQrPng } from "#scripts/build/rera-qr.ts";
import { loadPhoto } from "./images";
import {
  assertFits,
  eyebrow,
  footer,
  heading,
  roundedImage,
  rule,
  runningHead,
  startPage,
  textWidth,
  write,
} from "./layout";
import { colors, contentWidth, fonts, page } from "./theme";

type Entry = { label: string; lines: { text: string; link?: string; strong?: boolean }[] };

/** The RERA QR code's side, in points (about 2.3 cm). */
const QR_SIZE = 64;

const panelTop = 392;

/** Page 7: the master plan, then every way to reach the sales team, the RERA number and the legal notice. */
export async function drawContactPage(doc: PDFKit.PDFDocument, words: Words, pageNumber: number): Promise<void> {
  const { brochure } = brochureContent(words);
  const { contact } = words.home;
  const { landing } = landingContent(words);
  const { site } = siteContent(words);
  const { officeHours } = visitsContent(words);
  const emailSubject = uiContent(words).contact.emailSubject;
  const masterPlan = landing.plans.slides[0];
  if (!masterPlan) throw new Error("Brochure: content/en/landing.yaml plans.slides needs the master plan first");

  startPage(doc);
  let y = runningHead(doc, brochure.sections.contact) + 14;
  y = heading(doc, masterPlan.title, page.margin, y, contentWidth, { size: 20 }) + 6;
  y = write(doc, masterPlan.description, page.margin, y, contentWidth, { size: 9, color: colors.muted }) + 12;
  const boxHeight = panelTop - 28 - y;
  const planImage = await loadPhoto(masterPlan.image, contentWidth, boxHeight, { fit: "contain", maxPixelWidth: 1300 });
  roundedImage(
    doc,
    planImage,
    page.margin + (contentWidth - planImage.width) / 2,
    y + (boxHeight - planImage.height) / 2,
  );

  doc.rect(0, panelTop, page.width, page.height - panelTop).fill(colors.teal);
  y = panelTop + 30;
  // The RERA registration's QR code at the panel's top right; the words beside it leave it room.
  const qrLeft = page.width - page.margin - QR_SIZE;
  doc.image(await reraQrPng(), qrLeft, y, { width: QR_SIZE, height: QR_SIZE });
  doc.link(qrLeft, y, QR_SIZE, QR_SIZE, site.rera.registrationUrl);
  const besideQr = contentWidth - QR_SIZE - 18;
  y = heading(doc, contact.heading, page.margin, y, besideQr, { color: colors.cream }) + 8;
  y = rule(doc, page.margin, y) + 12;
  y = write(doc, contact.text, page.margin, y, besideQr, { size: 9.5, color: colors.mist, lineGap: 3 }) + 6;
  y =
    write(doc, `${contact.officeLabel}: ${officeHours}`, page.margin, y, besideQr, {
      font: fonts.bodyBold,
      size: 9,
      color: colors.goldLight,
    }) + 20;

  const columnWidth = (contentWidth - 30) / 2;
  const left: Entry[] = [
    { label: brochure.contact.address, lines: addressContent(words).address.map((line, index) => (index === 0 ? `${line},` : line)).map((text) => ({ text })) },
    {
      label: brochure.contact.phones,
      lines: site.phones.map((phone) => ({ text: `${phone.label}: ${phone.display}`, link: `tel:${phone.tel}` })),
    },
    { label: brochure.contact.whatsapp, lines: [{ text: site.whatsapp.display, link: whatsappUrl(site.whatsapp.message) }] },
  ];
  const right: Entry[] = [
    { label: brochure.contact.email, lines: [{ text: site.email, link: mailtoUrl(emailSubject) }] },
    { label: brochure.contact.web, lines: [{ text: site.url.replace(/^https:\/\//, ""), link: site.url }] },
    {
      label: brochure.contact.rera,
      lines: [
        { text: site.rera.number, strong: true },
        { text: site.rera.authority },
        { text: site.rera.url.replace(/^https:\/\//, ""), link: site.rera.url },
      ],
    },
  ];
  const bottom = Math.max(
    drawEntries(doc, left, page.margin, y, columnWidth),
    drawEntries(doc, right, page.margin + columnWidth + 30, y, columnWidth),
  );

  const disclaimerTop = page.height - 104;
  assertFits(bottom, disclaimerTop - 12, "the contact details");
  doc.rect(page.margin, disclaimerTop - 10, contentWidth, 0.6).fill(colors.tealSoft);
  write(doc, brochure.disclaimer, page.margin, disclaimerTop, contentWidth, {
    size: 7,
    color: colors.mist,
    lineGap: 1.8,
    align: "justify",
  });
  footer(doc, words, pageNumber, colors.goldLight, colors.tealSoft);
}

function drawEntries(doc: PDFKit.PDFDocument, entries: Entry[], x: number, top: number, width: number): number {
  let y = top;
  for (const entry of entries) {
    y = eyebrow(doc, entry.label, x, y, width, colors.goldLight) + 5;
    for (const line of entry.lines) {
      const style = {
        font: line.strong ? fonts.bodyBold : fonts.body,
        size: line.strong ? 12 : 10,
        color: colors.cream,
        lineGap: 2,
      };
      const lineTop = y;
      y = write(doc, line.text, x, y, width, style);
      if (line.link) doc.link(x, lineTop, textWidth(doc, line.text, style), y - lineTop, line.link);
    }

    y += 14;
  }
  return y - 14;
}
