import { z } from "zod";
import { eyebrow, headed, isoDate, pageMeta, text } from "./blocks";

/**
 * Approvals and documents (content/approvals.yaml, words in content/en/approvals-texts.yaml): /approvals.
 */

/** A copy of a document below content/media: a PDF, or a photo of it. */
const documentPath = z
  .string()
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9][a-z0-9._~-]*\.(pdf|jpg|jpeg|png|webp)$/,
    "Expected a PDF or a photo below content/media, like approvals/fire-noc.pdf",
  );

const APPROVAL_KINDS = [
  "building-permission",
  "land-title",
  "encumbrance",
  "fire-noc",
  "environmental-clearance",
  "occupancy",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

const ApprovalSchema = z
  .object({
    kind: z
      .enum(APPROVAL_KINDS)
      .describe(
        "building-permission (its LP number), land-title, encumbrance, fire-noc, environmental-clearance, occupancy; what each is, is in the words file",
      ),
    number: text.describe("Its number as printed on it: the LP number of the building permission, the document number"),
    issuer: text.describe("Who issued it: the municipal corporation, the sub-registrar, the fire department"),
    issued: isoDate.describe("The day it was issued"),
    validUntil: isoDate.optional().describe("The last day it is valid, where it has one; leave out otherwise"),
    copy: documentPath
      .optional()
      .describe("A copy buyers can open: a PDF, or a photo of it (approvals/…); leave out to offer none"),
  })
  .strict();
export type Approval = z.output<typeof ApprovalSchema>;

export const ApprovalsFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while these are placeholders: the build says so until the real ones are in. Off once they are"),
    approvals: z
      .array(ApprovalSchema)
      .min(1)
      .describe(
        "Each approval the project holds besides its RERA registration (which is in Site settings), in the order shown",
      ),
    banks: z
      .array(text.describe("A bank's name as buyers know it"))
      .min(1)
      .describe("The banks and housing finance companies that have approved the project for home loans"),
  })
  .strict()
  .superRefine(({ approvals }, context) => {
    approvals.forEach((approval, index) => {
      if (approval.validUntil !== undefined && approval.validUntil <= approval.issued)
        context.addIssue({
          code: "custom",
          path: ["approvals", index, "validUntil"],
          message: `Must be after the day it was issued, ${approval.issued}`,
        });
    });
  });

export const ApprovalsTextsFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    rera: z
      .object({
        heading: text,
        text: text.describe(
          "What the registration means for a buyer; the number and authority come from Site settings",
        ),
        link: text.describe("The link to the registration's page on the authority's website"),
      })
      .strict(),
    listHeading: text.describe("Above the list of approvals"),
    labels: z
      .object({
        number: text,
        issuer: text,
        issued: text,
        validUntil: text,
        copy: text.describe("The link to an approval's copy, where it has one"),
      })
      .strict()
      .describe("What each approval's facts are called"),
    kinds: z
      .object(Object.fromEntries(APPROVAL_KINDS.map((kind) => [kind, headed])) as Record<ApprovalKind, typeof headed>)
      .strict()
      .describe("Each kind of approval: its name (heading) and what it proves, in a sentence or two (text)"),
    banks: headed.describe("Above the banks that have approved the project for home loans"),
    check: text.describe("At the foot: how a buyer can see the originals"),
  })
  .strict();
