/**
 * Checks content/ against its schemas and writes content/generated/*.ts, which the pages,
 * the brochure and the hosting config import. Run before every build (npm run generate);
 * a bad edit stops here with one line per problem, naming the file, line and field.
 * Then says where each translation stands: its texts outdated (the English changed since),
 * missing, and marked for review (content/translation.ts).
 *
 *   npm run content
 *   npm run content -- --review
 *   npm run content -- --translated content/te/faq.yaml [faqs.home-loan.answer …]
 *
 * --review also lists, per file, the texts marked for a native speaker's review.
 * --translated records that the file's outdated texts (or those named) were translated
 * again from today's English, as the CMS's "Translated again" button does.
 */
import { compileContent, writeGenerated } from "#content/compile.ts";
import { contentFiles } from "#content/files.ts";
import { translations as languages } from "#content/languages.ts";
import { markTranslated } from "#content/mark-translated.ts";
import type { TranslationStatus } from "#content/translation.ts";
import { withHubspotStatuses } from "./hubspot-statuses";

const contentFile = (name: string) => contentFiles.find((entry) => entry.name === name)?.file ?? name;

const [flag, file, ...keys] = process.argv.slice(2);
let result = compileContent();
if (flag === "--translated") {
  const status = result.translations?.status.find((each) => each.file === file);
  const marked = status ? markTranslated(process.cwd(), status, keys.length > 0 ? keys : undefined) : [];
  console.log(`Content: ${marked.length} texts of ${file} recorded as translated from today's English`);
  result = compileContent();
} else if (flag !== undefined && flag !== "--review") {
  console.error(`Unknown option ${flag}: the options are --review and --translated <file> [key …]`);
  process.exit(1);
}
const { data, problems, translations } = result;
if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n${problems.join("\n")}`);
  process.exit(1);
}
// HubSpot's statuses when the build is given its token (./hubspot-statuses.ts).
try {
  data.flats = await withHubspotStatuses(data.flats as Parameters<typeof withHubspotStatuses>[0], process.env);
} catch (error) {
  console.error(`Content: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
writeGenerated(result);
console.log(`Content: ${Object.keys(data).length} files checked and written to content/generated/, with each translation's in content/generated/<language>/`);
for (const [name, file] of Object.entries(data)) {
  if ((file as { sample?: unknown }).sample === true) {
    console.warn(`Content: ${contentFile(name)} holds sample values (its "sample" is on): put in the real ones before launch`);
  }
}

for (const language of languages) {
  const files = (translations?.status ?? []).filter((status) => status.language === language);
  const count = (list: (status: TranslationStatus) => unknown[]) => files.reduce((sum, each) => sum + list(each).length, 0);
  const [outdated, missing, review] = [count((each) => each.outdated), count((each) => each.missing), count((each) => each.review)];
  console.log(
    `Translations (${language}): ${outdated} texts outdated and ${missing} missing, shown in English until translated; ${review} to review, in ${files.length} files${flag === "--review" ? "" : " (npm run content -- --review lists them)"}`,
  );
  for (const status of files) {
    const lines = [
      ...status.outdated.map((text) => `  ${status.file}${text.line ? `:${text.line}` : ""} › ${text.key}: outdated, ${text.why}`),
      ...status.missing.map((text) => `  ${status.file} › ${text.key}: missing`),
      ...(flag === "--review" && status.review.length > 0 ? [`  ${status.file} › to review: ${status.review.join(", ")}`] : []),
    ];
    if (lines.length > 0) console.warn(lines.join("\n"));
  }
}
