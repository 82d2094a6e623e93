import type { z } from "zod";
import data from "./generated/approvals";
import words from "./generated/approvals-texts";
import type { Approval, ApprovalsTextsFileSchema } from "./schema";

/**
 * The project's approvals besides its RERA registration, and the banks that lend on it (content/approvals.yaml),
 * with the words of /approvals (content/en/approvals-texts.yaml). Checked by their schemas when content/compile.ts
 * wrote the modules; the JSON types an approval's kind as a string, hence the cast.
 */
export const approvals = data.approvals as readonly Approval[];

/** The banks and housing finance companies that have approved the project for home loans. */
export const approvedBanks: readonly string[] = data.banks;

/** The words of /approvals. */
export const approvalsPage: z.output<typeof ApprovalsTextsFileSchema> = words;
