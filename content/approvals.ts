import data from "./generated/approvals";
import type { Approval } from "./schema";
import type { Words } from "./words";

/**
 * The project's approvals besides its RERA registration, and the banks that lend on it (content/approvals.yaml).
 * Checked by their schemas when content/compile.ts wrote the modules, which are typed from them.
 */
export const approvals: readonly Approval[] = data.approvals;

/** The banks and housing finance companies that have approved the project for home loans. */
export const approvedBanks: readonly string[] = data.banks;

/** The words of /approvals (content/en/approvals-texts.yaml). */
export function approvalsContent(words: Words) {
  const approvalsPage = words.approvalsTexts;
  return { approvalsPage };
}
