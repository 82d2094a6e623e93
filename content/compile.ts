import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { wordPathsOf } from "#scripts/cms/decap-config.ts";
import { buildCostSheet } from "./cost-sheet";
import { contentFiles, contentFolders, holdsWords, type ContentFile } from "./files";
import { distanceKm } from "./geo";
import { tokenOverCap } from "./hold-token";
import { translations } from "./languages";
import { parsePage, parsePost } from "./markdown.server";
import { readProgressUpdates } from "./read-progress.server";
import {
  FactsSchema,
  FigureWordsFileSchema,
  FlatsFileSchema,
  FloorPlansFileSchema,
  HoldsFileSchema,
  PricesFileSchema,
  LandingFileSchema,
  VastuFileSchema,
  LandmarksFileSchema,
  LocationFileSchema,
  SiteSchema,
} from "./schema";
import { problemsOf, YamlSource } from "./source";
import { createTokens, type FigureWords, fillTokens, type Tokens } from "./tokens";
import { checkTranslations, type TranslationReport } from "./translation";
import { wordsModules } from "./words-modules";

/**
 * The content build: reads every file of content/files.ts, checks it against its schema,
 * fills its {{tokens}}, checks that the media it names exist, and writes what the pages
 * import, content/generated/<name>.ts. Posts and pages are checked too (their loaders read
 * them when pages are pre-rendered). Every problem names the file, the line and the field.
 */

const MEDIA_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9][a-z0-9._~-]*\.(jpg|jpeg|png|webp|webm|mp4|mp3)$/;

export type CompileResult = {
  data: Record<string, unknown>;
  problems: string[];
  /** What the translations leave to review and what the English has changed under (content/translation.ts). */
  translations?: Pick<TranslationReport, "status" | "markdown">;
  /** Each translation's data files, laid over the English and checked: by language, then by name. */
  translated?: Record<string, Record<string, unknown>>;
};

/** Walks the data, replacing tokens in every string and naming a missing media file. */
function resolve(source: YamlSource, value: unknown, tokens: Tokens | undefined, root: string, problems: string[]) {
  const walk = (node: unknown, at: (string | number)[]): unknown => {
    const where = () => `${source.file}:${source.lineOf(at)} › ${at.join(".") || "(root)"}`;
    if (typeof node === "string") {
      let text = node;
      if (tokens) {
        try {
          text = fillTokens(node, where(), tokens);
        } catch (error) {
          problems.push(...problemsOf(error));
        }
      }
      if (MEDIA_PATH.test(text) && !existsSync(path.join(root, "content/media", text))) {
        problems.push(`${where()}: no file content/media/${text}`);
      }
      return text;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...at, index]));
    if (node && typeof node === "object") {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...at, key])]));
    }
    return node;
  };
  return walk(value, []);
}

/** The plans of content/en/floor-plans.yaml that have an id, an area and a carpet area, whatever else is wrong. */
function loosePlans(data: unknown): { id: string; type: string; area: number; details: { carpetArea: number } }[] {
  const plans = (data as { plans?: unknown } | null)?.plans;
  if (!Array.isArray(plans)) return [];
  return plans.filter(
    (plan) =>
      typeof plan?.id === "string" && typeof plan.area === "number" && typeof plan.details?.carpetArea === "number",
  );
}

/** Checks one file; `tokens` is left out for the files the tokens are made from. */
function compileFile(entry: ContentFile, root: string, tokens: Tokens | undefined, problems: string[]): unknown {
  try {
    const source = new YamlSource(entry.file, readFileSync(path.join(root, entry.file), "utf8"));
    const before = problems.length;
    const resolved = resolve(source, source.data, entry.tokens ? tokens : undefined, root, problems);
    const result = entry.schema.safeParse(resolved);
    if (!result.success) problems.push(...source.describe(result.error));
    return problems.length === before ? result.data : undefined;
  } catch (error) {
    problems.push(...problemsOf(error));
    return undefined;
  }
}

/** Reads and checks all content below `root`; writes nothing. */
export function compileContent(root = process.cwd()): CompileResult {
  const problems: string[] = [];
  const data: Record<string, unknown> = {};
  const byName = new Map<string, ContentFile>(contentFiles.map((entry) => [entry.name, entry]));
  // The files the tokens are made from come first: names, figures, the flats and their price list; the floor plans
  // may use the others' tokens, so their figures are read before they are checked.
  const sourceFiles = ["site", "facts", "figure-words", "flats", "prices"];
  for (const name of sourceFiles) data[name] = compileFile(byName.get(name)!, root, undefined, problems);
  const site = SiteSchema.safeParse(data.site);
  const facts = FactsSchema.safeParse(data.facts);
  const words = FigureWordsFileSchema.safeParse(data["figure-words"]);
  const flats = FlatsFileSchema.safeParse(data.flats);
  const prices = PricesFileSchema.safeParse(data.prices);
  const plansSource = byName.get("floor-plans")!;
  let tokensIn: ((words: FigureWords) => Tokens) | undefined;
  if (site.success && facts.success && words.success && flats.success && prices.success) {
    try {
      const raw = new YamlSource(plansSource.file, readFileSync(path.join(root, plansSource.file), "utf8"));
      const plans = FloorPlansFileSchema.safeParse(raw.data);
      const sources = {
        facts: facts.data,
        flats: flats.data.flats,
        prices: prices.data,
        // Plans with a problem of their own (reported when they are checked) still give the figures they can.
        floorPlans: plans.success ? plans.data.plans : loosePlans(raw.data),
      };
      tokensIn = (inWords) => createTokens(site.data, sources, inWords);
    } catch {
      // Reported below, when the floor plans are compiled.
    }
  }
  if (!tokensIn || !words.success) {
    problems.push(
      `content/site.yaml, content/facts.yaml, content/en/figure-words.yaml, content/flats.yaml and content/prices.yaml must be valid before the texts that quote them are checked`,
    );
    return { data, problems };
  }
  const tokens = tokensIn(words.data);
  for (const entry of contentFiles) {
    if (sourceFiles.includes(entry.name)) continue;
    data[entry.name] = compileFile(entry, root, tokens, problems);
  }
  problems.push(...checkMarkdown(root, tokens));
  problems.push(...checkProgress(root, tokens));
  problems.push(...checkPlanReferences(root, data));
  problems.push(...checkLandmarks(root, data));
  problems.push(...checkHoldToken(root, data));
  const { translated, ...translations } = checkTranslated(root, tokensIn, words.data, data, problems);
  problems.push(...translations.problems);
  return { data, problems, translations, translated };
}

/**
 * Each translation against its English (content/translation.ts), then laid over it, against the English's
 * schema; not that of an English file with problems of its own, reported already. The report's problems
 * include the schema's.
 */
function checkTranslated(
  root: string,
  tokensIn: (words: FigureWords) => Tokens,
  englishWords: FigureWords,
  compiled: Record<string, unknown>,
  found: string[],
): TranslationReport & { translated: Record<string, Record<string, unknown>> } {
  const invalid = new Set(found.map((problem) => problem.split(/[:› ]/)[0]));
  const report = checkTranslations(root, wordPathsOf, (file) => !invalid.has(file));
  const { overlays, problems } = report;
  const byName = new Map<string, ContentFile>(contentFiles.map((entry) => [entry.name, entry]));
  // A file of words with no translation is the English one; files of settings and figures have no language.
  const wordFiles = new Set<string>(contentFiles.filter(holdsWords).map((entry) => entry.name));
  const words = Object.fromEntries(Object.entries(compiled).filter(([name]) => wordFiles.has(name)));
  const translated = Object.fromEntries(translations.map((language) => [language, { ...words }]));
  // Each language's tokens, in its words around the figures (or the English ones, while those are invalid).
  const tokens: Record<string, Tokens> = {};
  for (const language of translations) {
    const overlay = overlays.find((each) => each.language === language && each.name === "figure-words");
    const words = FigureWordsFileSchema.safeParse(overlay?.data);
    tokens[language] = tokensIn(words.success ? words.data : englishWords);
  }
  for (const { language, name, source, data } of overlays) {
    const entry = byName.get(name)!;
    if (compiled[name] === undefined) continue;
    const resolved = resolve(source, data, entry.tokens ? tokens[language] : undefined, root, problems);
    const result = entry.schema.safeParse(resolved);
    if (!result.success) problems.push(...source.describe(result.error));
    else translated[language]![name] = result.data;
  }
  // A Markdown file's merged front matter against its folder's schema, naming the translation's line.
  for (const { language, folder: name, front, source } of report.markdown) {
    const folder = contentFolders.find((each) => each.name === name);
    if (!source || !folder) continue;
    const result = folder.schema.safeParse(resolve(source, front, tokens[language], root, problems));
    if (!result.success) problems.push(...source.describe(result.error));
  }
  return { ...report, translated };
}

/**
 * The places around the site (content/landmarks.yaml) against the other files: each has its name in
 * content/en/location.yaml and no name is left over; no road is shorter than the straight line from the
 * site (content/site.yaml), which catches a mistyped coordinate; and the drive times the pages quote to the
 * capital (content/facts.yaml) are those of the capital's places (docs/decisions/0019-location-map.md).
 */
function checkLandmarks(root: string, data: Record<string, unknown>): string[] {
  const landmarks = LandmarksFileSchema.safeParse(data.landmarks);
  const site = SiteSchema.safeParse(data.site);
  const facts = FactsSchema.safeParse(data.facts);
  if (!landmarks.success || !site.success || !facts.success) return [];
  const file = "content/landmarks.yaml";
  const source = new YamlSource(file, readFileSync(path.join(root, file), "utf8"));
  const where = (at: (string | number)[]) => `${file}:${source.lineOf(at)} › ${at.join(".")}`;
  const problems: string[] = [];

  const location = LocationFileSchema.safeParse(data.location);
  if (location.success) {
    const wordsFile = "content/en/location.yaml";
    const words = new YamlSource(wordsFile, readFileSync(path.join(root, wordsFile), "utf8"));
    const named = new Set(location.data.landmarks.map((entry) => entry.id));
    const ids = new Set(landmarks.data.landmarks.map((landmark) => landmark.id));
    landmarks.data.landmarks.forEach((landmark, index) => {
      if (!named.has(landmark.id)) {
        problems.push(`${where(["landmarks", index, "id"])}: "${landmark.id}" has no name in ${wordsFile} (landmarks)`);
      }
    });
    location.data.landmarks.forEach((entry, index) => {
      if (!ids.has(entry.id)) {
        problems.push(
          `${wordsFile}:${words.lineOf(["landmarks", index, "id"])} › landmarks.${index}.id: no place "${entry.id}" in ${file}`,
        );
      }
    });
  }

  const { geo } = site.data.address;
  landmarks.data.landmarks.forEach((landmark, index) => {
    const straight = distanceKm(geo, landmark);
    if (landmark.km < straight) {
      problems.push(
        `${where(["landmarks", index, "km"])}: ${landmark.km} km by road is shorter than the ${straight.toFixed(1)} km ` +
          `in a straight line from the site (content/site.yaml, address.geo): check the coordinates and the distance`,
      );
    }
  });

  const capitalIndexes = landmarks.data.landmarks.flatMap((landmark, index) =>
    landmark.kind === "capital" ? [index] : [],
  );
  const capitalMinutes = new Set(capitalIndexes.map((index) => landmarks.data.landmarks[index]!.minutes));
  const quoted = [
    { field: "driveMinutesHome", page: "the home page", minutes: facts.data.driveMinutesHome },
    { field: "driveMinutesLanding", page: "the campaign page", minutes: facts.data.driveMinutesLanding },
  ];
  for (const { field, page, minutes } of quoted) {
    if (!capitalMinutes.has(minutes)) {
      const at = capitalIndexes[0] === undefined ? ["landmarks"] : ["landmarks", capitalIndexes[0], "minutes"];
      problems.push(
        `${where(at)}: ${page} quotes ${minutes} minutes to ${facts.data.capitalName} (content/facts.yaml, ${field}), ` +
          `but no capital place is ${minutes} minutes away`,
      );
    }
  }
  return problems;
}

/**
 * Flats, campaign slides and the Vastu of each plan name floor plans by id: each must be a plan of content/en/floor-plans.yaml,
 * and a flat's facing its plan's. Checked across files, so after each file's own schema.
 */
function checkPlanReferences(root: string, data: Record<string, unknown>): string[] {
  const plans = FloorPlansFileSchema.safeParse(data["floor-plans"]);
  if (!plans.success) return [];
  const facing = new Map(plans.data.plans.map((plan) => [plan.id, plan.facing.split(" ")[0]!.toLowerCase()]));
  const known = `one of ${[...facing.keys()].join(", ")} (content/en/floor-plans.yaml)`;
  const problems: string[] = [];
  const check = (file: string, refs: { at: (string | number)[]; plan: string | undefined; facing?: string }[]) => {
    const source = new YamlSource(file, readFileSync(path.join(root, file), "utf8"));
    for (const ref of refs) {
      if (ref.plan === undefined) continue;
      const where = `${file}:${source.lineOf(ref.at)} › ${ref.at.join(".")}`;
      const planFacing = facing.get(ref.plan);
      if (!planFacing) problems.push(`${where}: no floor plan "${ref.plan}"; expected ${known}`);
      else if (ref.facing !== undefined && ref.facing !== planFacing) {
        problems.push(`${where}: plan ${ref.plan} faces ${planFacing}, the flat says ${ref.facing}`);
      }
    }
  };
  const flats = FlatsFileSchema.safeParse(data.flats);
  if (flats.success) {
    check(
      "content/flats.yaml",
      flats.data.flats.map((flat, index) => ({ at: ["flats", index, "plan"], plan: flat.plan, facing: flat.facing })),
    );
  }
  const vastu = VastuFileSchema.safeParse(data.vastu);
  if (vastu.success) {
    check(
      "content/vastu.yaml",
      vastu.data.plans.map((plan, index) => ({ at: ["plans", index, "plan"], plan: plan.plan })),
    );
  }
  const landing = LandingFileSchema.safeParse(data.landing);
  if (landing.success) {
    check(
      "content/en/landing.yaml",
      landing.data.plans.slides.map((slide, index) => ({ at: ["plans", "slides", index, "plan"], plan: slide.plan })),
    );
  }
  return problems;
}

/**
 * A hold's token is no more than 10% of any flat's all-in cost (content/hold-token.ts, the RERA Act's section 13(1)),
 * worked out as the flat's cost sheet does. Checked across files, so after each file's own schema.
 */
function checkHoldToken(root: string, data: Record<string, unknown>): string[] {
  const holds = HoldsFileSchema.safeParse(data.holds);
  const flats = FlatsFileSchema.safeParse(data.flats);
  const prices = PricesFileSchema.safeParse(data.prices);
  const plans = FloorPlansFileSchema.safeParse(data["floor-plans"]);
  const token = holds.success ? holds.data.token : undefined;
  if (token === undefined || !flats.success || !prices.success || !plans.success) return [];
  const costs = flats.data.flats.flatMap((flat) => {
    // A flat of a plan there is not is named by checkPlanReferences.
    const plan = plans.data.plans.find((each) => each.id === flat.plan);
    return plan ? [{ unit: flat.unit, total: buildCostSheet(flat, plan, prices.data).total }] : [];
  });
  const problem = tokenOverCap(token, costs);
  if (!problem) return [];
  const file = "content/holds.yaml";
  const source = new YamlSource(file, readFileSync(path.join(root, file), "utf8"));
  return [`${file}:${source.lineOf(["token"])} › token: ${problem}`];
}

/** The folders whose files are parsed one by one; the progress updates are also checked across files. */
const parsers: Record<
  Exclude<(typeof contentFolders)[number]["name"], "progress">,
  (file: string, raw: string, tokens: Tokens) => unknown
> = {
  posts: parsePost,
  pages: parsePage,
};

/** Parses every post and page, as their loaders will, and checks that a post's cover photo exists. */
function checkMarkdown(root: string, tokens: Tokens): string[] {
  const problems: string[] = [];
  for (const { name, folder } of contentFolders) {
    if (name === "progress") continue;
    for (const file of readdirSync(path.join(root, folder)).filter((entry) => entry.endsWith(".md"))) {
      const where = `${folder}/${file}`;
      try {
        const parsed = parsers[name](where, readFileSync(path.join(root, where), "utf8"), tokens);
        const image = (parsed as { image?: string }).image;
        if (image && !existsSync(path.join(root, "content/media", image))) {
          problems.push(`${where} › image: no file content/media/${image}`);
        }
      } catch (error) {
        problems.push(...problemsOf(error));
      }
    }
  }
  return problems;
}

/** Parses every progress update as the loaders will, checks them across updates and that their photos exist. */
function checkProgress(root: string, tokens: Tokens): string[] {
  try {
    readProgressUpdates(root, tokens, (image) => existsSync(path.join(root, "content/media", image)));
    return [];
  } catch (error) {
    return problemsOf(error);
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(["default", "class", "function", "delete", "new", "import", "export", "return", "var"]);

/**
 * The module for one file: each top-level field as a named export (so a page's bundle takes only the fields it
 * imports) and the whole file as the default export, each typed from the file's schema (ContentData, content/files.ts),
 * so the app reads what the schema says without a cast. TypeScript rather than JSON, because Node's JSON modules (which
 * the browser tests load content through) have no named exports. `files` is the path of content/files.ts from it.
 */
function generatedModule(source: string, name: string, value: unknown, files: string): string {
  const fields = value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [];
  const named = fields.filter(([key]) => IDENTIFIER.test(key) && !RESERVED.has(key));
  const lines = [
    `// Written by content/compile.ts from ${source}; edit that file, not this one.`,
    `import type { ContentData } from "${files}";`,
    "",
    `type Data = ContentData<${JSON.stringify(name)}>;`,
  ];
  for (const [key, field] of named)
    lines.push(`export const ${key}: Data["${key}"] = ${JSON.stringify(field, null, 2)};`);
  const rest = fields.filter((field) => !named.includes(field));
  const whole = [
    ...named.map(([key]) => key),
    ...rest.map(([key, field]) => `${JSON.stringify(key)}: ${JSON.stringify(field, null, 2)}`),
  ];
  lines.push(`const data: Data = { ${whole.join(", ")} };`, "export default data;");
  return `${lines.join("\n")}\n`;
}

/**
 * Writes content/generated/<name>.ts for every file; for each translation the same in content/generated/<language>/,
 * with the Markdown folders' files merged (content/translation.ts) in its posts/, pages/ and progress/, which the
 * pages of that language read (content/words-in.server.ts, content/languages.ts `markdownFolder`); and the modules
 * that wire the words to the app (content/words-modules.ts). Call only when there are no problems.
 */
export function writeGenerated(result: CompileResult, root = process.cwd()): void {
  const files = new Map<string, string>(contentFiles.map((entry) => [entry.name, entry.file]));
  const write = (dir: string, data: Record<string, unknown>) => {
    mkdirSync(dir, { recursive: true });
    const registry = path.relative(dir, path.join(root, "content/files")).split(path.sep).join("/");
    for (const [name, value] of Object.entries(data)) {
      writeFileSync(path.join(dir, `${name}.ts`), generatedModule(files.get(name) ?? name, name, value, registry));
    }
  };
  const generated = path.join(root, "content/generated");
  write(generated, result.data);
  for (const [file, text] of Object.entries(wordsModules())) writeFileSync(path.join(generated, file), text);
  for (const [language, data] of Object.entries(result.translated ?? {})) {
    const dir = path.join(generated, language);
    rmSync(dir, { recursive: true, force: true });
    write(dir, data);
    for (const { language: of, folder, englishFile, front, body } of result.translations?.markdown ?? []) {
      if (of !== language) continue;
      const target = path.join(dir, folder, path.basename(englishFile));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `---\n${stringify(front).trimEnd()}\n---\n${body}`);
    }
  }
}
