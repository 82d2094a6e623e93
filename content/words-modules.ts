import { contentFiles, holdsWords, wordsNameOf } from "./files";
import { translations } from "./languages";

/**
 * The modules that wire the words to the app, written by content/compile.ts into content/generated/ beside the word
 * modules themselves, from the list of files (content/files.ts) and the languages (content/languages.ts): a new file
 * of words, or a new language, needs no edit anywhere else.
 * - words.ts: `TranslatedWords`, the type of one language's words (content/words.ts adds the page's language), and
 *   the file of each word module by its name (for the build's chunks, scripts/build/first-screen-preloads.ts);
 * - words-in.server.ts: every language's word modules, imported, for the code that renders pages at build time
 *   (content/words-in.server.ts);
 * - word-loaders.ts: the same, each loaded on demand, for the islands in the browser (app/parts/with-words.tsx),
 *   which makes each word module a chunk of its own, cached across pages and shared by a page's islands.
 */
const wordsModuleFiles = ["words.ts", "words-in.server.ts", "word-loaders.ts"] as const;

const ENGLISH = "en";
const HEADER =
  "// Written by content/compile.ts from content/files.ts and content/languages.ts; edit those, not this one.";

/** The word modules by name: the files of content/en/, in the order of content/files.ts. */
function wordModules() {
  return contentFiles.filter(holdsWords).map((entry) => ({ name: wordsNameOf(entry), file: entry.name }));
}

/** Where a language's word modules are, from content/generated/: "./about" in English, "./te/about" in Telugu. */
const modulePath = (language: string, file: string) => (language === ENGLISH ? `./${file}` : `./${language}/${file}`);

/** The modules' texts, by file name in content/generated/. */
export function wordsModules(languages: readonly string[] = [ENGLISH, ...translations]): Record<string, string> {
  const modules = wordModules();
  const reserved = new Set<string>(wordsModuleFiles.map((file) => file.replace(/\.ts$/, "")));
  for (const { file } of modules) {
    if (reserved.has(file))
      throw new Error(
        `content/files.ts: a content file cannot be named "${file}", a module of content/generated/ has that name`,
      );
  }
  const local = (name: string, language: string) => `${name}${wordsNameOf({ name: `-${language}` })}`;

  const types = [
    HEADER,
    ...modules.map(({ name, file }) => `import type ${name} from "./${file}";`),
    "",
    "/** One language's words, each translated text file's by its name in camel case (content/files.ts, wordsNameOf). */",
    "export interface TranslatedWords {",
    ...modules.map(({ name }) => `  ${name}: typeof ${name};`),
    "}",
    "",
    "/** The file of each word module, in content/generated/ and content/generated/<language>/, by its name. */",
    "export const wordFiles = {",
    ...modules.map(({ name, file }) => `  ${name}: ${JSON.stringify(file)},`),
    "} as const satisfies Record<keyof TranslatedWords, string>;",
  ];

  const server = [
    HEADER,
    ...languages.flatMap((language) =>
      modules.map(({ name, file }) => `import ${local(name, language)} from "${modulePath(language, file)}";`),
    ),
    `import type { TranslatedWords } from "./words";`,
    "",
    "/** Every language's words, by the language's code. */",
    "export const wordsByLanguage: Record<string, TranslatedWords> = {",
    ...languages.flatMap((language) => [
      `  ${language}: {`,
      ...modules.map(({ name }) => `    ${name}: ${local(name, language)},`),
      "  },",
    ]),
    "};",
  ];

  const loaders = [
    HEADER,
    `import type { TranslatedWords } from "./words";`,
    "",
    "/** Each word module of a language, loaded when asked for, a chunk of its own. */",
    "type Loaders = { [Name in keyof TranslatedWords]: () => Promise<{ default: TranslatedWords[Name] }> };",
    "",
    "/** Every language's word modules, by the language's code and the module's name. */",
    "export const wordLoaders: Record<string, Loaders> = {",
    ...languages.flatMap((language) => [
      `  ${language}: {`,
      ...modules.map(({ name, file }) => `    ${name}: () => import("${modulePath(language, file)}"),`),
      "  },",
    ]),
    "};",
  ];

  return {
    "words.ts": `${types.join("\n")}\n`,
    "words-in.server.ts": `${server.join("\n")}\n`,
    "word-loaders.ts": `${loaders.join("\n")}\n`,
  };
}
