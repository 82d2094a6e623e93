/**
 * Checks content/ against its schemas and writes content/generated/*.ts, which the pages,
 * the brochure and the hosting config import. Run before every build (npm run generate);
 * a bad edit stops here with one line per problem, naming the file, line and field.
 *
 *   npx tsx scripts/build/build-content.ts
 */
import { compileContent, writeGenerated } from "../../content/compile";
import { contentFiles } from "../../content/files";

const contentFile = (name: string) => contentFiles.find((entry) => entry.name === name)?.file ?? name;

const result = compileContent();
const { data, problems, translations } = result;
if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n${problems.join("\n")}`);
  process.exit(1);
}
writeGenerated(result);
console.log(`Content: ${Object.keys(data).length} files checked and written to content/generated/, with each translation's in content/generated/<language>/`);
for (const [language, files] of Object.entries(translations?.review ?? {})) {
  const count = Object.values(files).reduce((sum, fields) => sum + fields.length, 0);
  if (count > 0) {
    console.log(`Content (${language}): ${count} texts in ${Object.keys(files).length} files marked for a native speaker's review`);
  }
}
for (const [name, file] of Object.entries(data)) {
  if ((file as { sample?: unknown }).sample === true) {
    console.warn(`Content: ${contentFile(name)} holds sample values (its "sample" is on): put in the real ones before launch`);
  }
}
const stale = translations?.stale ?? [];
if (stale.length > 0) console.warn(`Translations behind their English (${stale.length}):\n${stale.join("\n")}`);
