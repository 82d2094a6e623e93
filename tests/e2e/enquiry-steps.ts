import type { Page } from "@playwright/test";
import { enquiryContent } from "#content/enquiry.ts";
import { wordsIn } from "#content/words-in.server.ts";

const { enquiry } = enquiryContent(wordsIn("en"));

export type Visitor = { name: string; phone: string; email: string; threeBhk?: true };

/** Fills in the site's own enquiry form on the page as a visitor would, and sends it. */
export async function sendOwnForm(page: Page, visitor: Visitor): Promise<void> {
  const words = enquiry.form;
  const form = page.getByRole("form", { name: words.label });
  await form.getByLabel(words.name).fill(visitor.name);
  await form.getByLabel(words.phone).fill(visitor.phone);
  await form.getByRole("textbox", { name: words.email }).fill(visitor.email);
  if (visitor.threeBhk) await form.getByRole("radio", { name: words.threeBhk }).check();
  await form.getByRole("button", { name: words.send }).click();
}
