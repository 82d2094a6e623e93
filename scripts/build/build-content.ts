/**
 * Checks content/ against its schemas and writes content/generated/*.ts, which the pages,
 * the brochure and the hosting config import. Run before every build (npm run generate);
 * a bad edit stops here with one line per problem, naming the file, line and field.
 *
 *   npx tsx scripts/build/build-content.ts
 */
import { compileContent, writeGenerated } from "../../content/compile";

const { data, problems } = compileContent();
if (problems.length > 0) {
  console.error(`Content is invalid (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n${problems.join("\n")}`);
  process.exit(1);
}
writeGenerated(data);
console.log(`Content: ${Object.keys(data).length} files checked and written to content/generated/`);
