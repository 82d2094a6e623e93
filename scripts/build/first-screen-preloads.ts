/**
 * What the first screen's islands will import once their code has come, read from the client build's chunks for
 * the loader of after-first-paint.ts, which asks for it at the first paint beside the islands' own code
 * (docs/decisions/0024-islands.md, step 8): on a phone, each level of imports fetched only once the level above has
 * come is a round trip of 150 ms or more.
 */
import path from "node:path";
import { partWords } from "#app/generated/part-words.ts";
import { wordFiles } from "#content/generated/words.ts";
import type { Preloads } from "./after-first-paint";

/** What this needs of a chunk of Rolldown's output bundle. */
export interface Chunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  exports: string[];
}

/** The languages' word modules are content/generated/<file>.ts (English) and content/generated/<language>/<file>.ts. */
const ENGLISH = "en";

/**
 * From the client build's output (`bundle`, as a plugin's generateBundle gets it): the chunks each entry (an island's
 * module or renderer, a plain script) imports, directly or through others; the words each part reads
 * (app/generated/part-words.ts, worked out from their code by part-words.ts); and the URL of each word module in each language, those under `wordsFolder`.
 */
export function firstScreenPreloads(bundle: Record<string, Chunk | { type: "asset" }>, wordsFolder: string): Preloads {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
  const chunkOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (chunk: Chunk, found = new Set<string>()): Set<string> => {
    for (const file of chunk.imports) {
      if (found.has(file)) continue;
      found.add(file);
      const imported = chunkOf.get(file);
      if (imported) importsOf(imported, found);
    }
    return found;
  };
  const imports: Preloads["imports"] = {};
  for (const chunk of chunks) {
    const files = chunk.isEntry ? [...importsOf(chunk)] : [];
    if (files.length > 0) imports[`/${chunk.fileName}`] = files.map((file) => `/${file}`);
  }

  // Only the parts that are islands somewhere: an entry of the client build exports them.
  const islands = new Set(chunks.flatMap((chunk) => (chunk.isEntry ? chunk.exports : [])));
  const words = Object.fromEntries(
    Object.entries(partWords)
      .filter(([part]) => islands.has(part))
      .map(([part, names]) => [part, [...names]]),
  );
  // Each word module's name by its file's (content/generated/words.ts), of those a part reads.
  const read = new Set<string>(Object.values(words).flat());
  const nameOfFile = new Map<string, string>(
    Object.entries(wordFiles).flatMap(([name, file]) => (read.has(name) ? [[file, name] as const] : [])),
  );
  const wordUrls: Preloads["wordUrls"] = {};
  for (const chunk of chunks) {
    const relative = chunk.facadeModuleId ? path.relative(wordsFolder, chunk.facadeModuleId).split(path.sep) : [];
    const [language, file] = relative.length === 1 ? [ENGLISH, relative[0]!] : relative;
    if (!language || !file || relative.length > 2 || relative[0] === "..") continue;
    const name = nameOfFile.get(path.basename(file, ".ts"));
    if (name) (wordUrls[language] ??= {})[name] = `/${chunk.fileName}`;
  }
  return { imports, words, wordUrls };
}
