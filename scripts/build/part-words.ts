/**
 * Which words each part reads (app/parts/, docs/decisions/0024-islands.md), worked out from the code, not typed: for
 * each `withWords(Component, "Name")` of app/parts/ and of the text pages' parts (app/generated/text-pages.ts),
 * everything the component refers to, followed declaration by declaration through app/ and content/ (the TypeScript
 * compiler's own resolution of each name, so a module's other exports are not counted), and in what it reaches, every
 * field read of a language's words (`Words`, content/words.ts): `words.about`, `({ gallery }: Words)`, `const { ui } = words`, `useWords("faq")`. A read it cannot name (a computed
 * field, a spread of the words) stops the build, naming it, rather than leave a part without words it reads.
 * scripts/build/build-part-words.ts writes the result for app/parts/with-words.tsx and the loader of
 * after-first-paint.ts (first-screen-preloads.ts); docs/decisions/0036-words-wiring-generated.md says what it counts.
 */
import path from "node:path";
import ts from "typescript";

/** What a part reads, by the name its module exports it as (the island's `component-export`). */
export type PartWords = Record<string, string[]>;

/** The folders a part's code is followed through; the modules written by the build are data, not code. */
const FOLLOWED = ["app/", "content/"];
// What hands the words over (with-words.tsx, use-content.tsx) reads them by the names it is given, not its own.
const NOT_FOLLOWED = ["app/generated/", "content/generated/", "app/parts/with-words.tsx", "app/utils/use-content.tsx"];
const PROVIDER = { file: "app/utils/use-content.tsx", name: "ContentProvider" };
const USE_WORDS = { file: "app/utils/use-content.tsx", name: "useWords" };

/** The program of the parts' modules, with the repository's compiler options (its aliases). */
function partsProgram(root: string, files: string[]): ts.Program {
  const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  return ts.createProgram(files, { ...options, noEmit: true });
}

/** The module of the text pages' parts, written from the page registry before the analysis (build-part-words.ts). */
export const TEXT_PAGES_MODULE = "app/generated/text-pages.ts";

/** The parts' modules: app/parts/*.ts and *.tsx but the tests and with-words.tsx, and the text pages' parts. */
function partModules(root: string): string[] {
  const dir = path.join(root, "app/parts");
  const textPages = path.join(root, TEXT_PAGES_MODULE);
  return (ts.sys.readDirectory(dir, [".ts", ".tsx"], undefined, undefined, 1) ?? [])
    .filter((file) => !file.endsWith(".test.ts") && !file.endsWith("with-words.tsx"))
    .sort()
    .concat(ts.sys.fileExists(textPages) ? [textPages] : []);
}

/** Works out the words each part reads; `files` are the parts' modules (partModules). */
export function workOutPartWords(root: string, files = partModules(root)): PartWords {
  const program = partsProgram(root, files);
  const checker = program.getTypeChecker();
  const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const followed = (file: ts.SourceFile) => {
    const name = relative(file.fileName);
    return FOLLOWED.some((dir) => name.startsWith(dir)) && !NOT_FOLLOWED.some((dir) => name.startsWith(dir));
  };
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(file.fileName)}:${line + 1}`;
  };

  const wordsFile = program.getSourceFile(path.join(root, "content/words.ts"));
  const wordsInterface = wordsFile?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === "Words",
  );
  if (!wordsInterface) throw new Error("content/words.ts declares no interface Words");
  const wordsType = checker.getTypeAtLocation(wordsInterface);
  /** Whether a value is a language's words: Words, or part of them (Partial<Words>, Pick<Words, …>). */
  const isWords = (type: ts.Type): boolean => {
    const target = type.isUnion() ? type.types.filter((each) => !(each.flags & ts.TypeFlags.Undefined)) : [type];
    return target.some(
      (each) => each === wordsType || each.aliasTypeArguments?.some((argument) => argument === wordsType) === true,
    );
  };
  const known = new Set(checker.getPropertiesOfType(wordsType).map((property) => property.name));

  /** The declarations a node refers to, in the followed folders. */
  const declarationsOf = (node: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return [];
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol.declarations ?? []).filter((declaration) => followed(declaration.getSourceFile()));
  };

  /** The words a node reads itself, into `read`; a read it cannot name throws. */
  const readsIn = (node: ts.Node, read: Set<string>) => {
    const record = (name: string, at: ts.Node) => {
      if (!known.has(name)) throw new Error(`${where(at)}: reads "${name}", which is not among the words (content/words.ts)`);
      read.add(name);
    };
    const unnamed = (at: ts.Node, what: string) => {
      throw new Error(
        `${where(at)}: ${what} of a language's words, which scripts/build/part-words.ts cannot name: read each by its name (words.about)`,
      );
    };
    if (ts.isPropertyAccessExpression(node) && isWords(checker.getTypeAtLocation(node.expression))) {
      record(node.name.text, node.name);
    } else if (ts.isElementAccessExpression(node) && isWords(checker.getTypeAtLocation(node.expression))) {
      if (ts.isStringLiteralLike(node.argumentExpression)) record(node.argumentExpression.text, node);
      else unnamed(node, "a computed read");
    } else if (ts.isObjectBindingPattern(node) && isWords(checker.getTypeAtLocation(node))) {
      for (const element of node.elements) {
        if (element.dotDotDotToken) unnamed(element, "the rest");
        const name = element.propertyName ?? element.name;
        if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) record(name.text, element);
        else unnamed(element, "a computed read");
      }
    } else if (ts.isSpreadAssignment(node) && isWords(checker.getTypeAtLocation(node.expression))) {
      unnamed(node, "a spread");
    } else if (ts.isCallExpression(node) && isUseWords(node.expression)) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name)) record(name.text, node);
      else unnamed(node, "useWords with a computed name");
    }
  };

  /** `useWords("faq")` (app/utils/use-content.tsx): a read of the words it names. */
  const isUseWords = (callee: ts.Expression): boolean => {
    let symbol = checker.getSymbolAtLocation(callee);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    return symbol?.name === USE_WORDS.name && relative(declaration?.getSourceFile().fileName ?? "") === USE_WORDS.file;
  };

  /**
   * A `<ContentProvider words={{ visitBooking: … }}>` inside a part gives the words it names to what it wraps (words
   * loaded with the code that reads them, app/features/site-visit/site-visit-section.tsx): the names it gives.
   */
  const providedBy = (node: ts.JsxElement): Set<string> | undefined => {
    const tag = node.openingElement.tagName;
    let symbol = checker.getSymbolAtLocation(tag);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (symbol?.name !== PROVIDER.name || relative(declaration?.getSourceFile().fileName ?? "") !== PROVIDER.file) {
      return undefined;
    }
    const words = node.openingElement.attributes.properties.find(
      (attribute): attribute is ts.JsxAttribute =>
        ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) && attribute.name.text === "words",
    );
    const value = words?.initializer && ts.isJsxExpression(words.initializer) ? words.initializer.expression : undefined;
    if (!value || !ts.isObjectLiteralExpression(value)) {
      throw new Error(`${where(node)}: a ContentProvider in a part names the words it gives: words={{ visitBooking: … }}`);
    }
    return new Set(
      value.properties.map((property) => {
        if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name))) {
          throw new Error(`${where(property)}: a ContentProvider in a part names the words it gives`);
        }
        return property.name.text;
      }),
    );
  };

  /** A function, whose reads happen when it is called: `() => …`, `function () {…}`, through parentheses and `as`. */
  const isFunction = (node: ts.Node | undefined): boolean => {
    while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) {
      node = node.expression;
    }
    return !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
  };
  /** A declaration of a function: `function f`, `const f = () => …`. */
  const declaresFunction = (node: ts.Node): boolean =>
    ts.isFunctionDeclaration(node) || (ts.isVariableDeclaration(node) && isFunction(node.initializer));
  /**
   * What runs when code reaches an object's member by its name (`texts.formatDate`, `const { formatDate } = …`): a
   * method, or a function the member holds. Not the member's value: that was worked out where the object was made,
   * which is counted where it runs (a page's data, made at build time, reads no words in the browser).
   */
  const runsWhenReached = (member: ts.Node): ts.Node[] => {
    if (ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member)) return [member];
    if (ts.isPropertyAssignment(member)) {
      if (isFunction(member.initializer)) return [member.initializer];
      if (ts.isIdentifier(member.initializer)) return declarationsOf(member.initializer).filter(declaresFunction);
      return [];
    }
    if (ts.isShorthandPropertyAssignment(member)) {
      const value = checker.getShorthandAssignmentValueSymbol(member);
      return (value?.declarations ?? []).filter(
        (declaration) => followed(declaration.getSourceFile()) && declaresFunction(declaration),
      );
    }
    return [member];
  };
  /**
   * A member of an object made for this code to read by name: one with no type it must have. An object handed to
   * code that expects a type (a library's `lazy(() => ({ default: … }))`, a component's props) may have its
   * functions called by that code, which names them as it likes: its members are followed at once, as any code.
   */
  const isMember = (node: ts.Node): node is ts.ObjectLiteralElementLike =>
    ts.isObjectLiteralElementLike(node) &&
    ts.isObjectLiteralExpression(node.parent) &&
    checker.getContextualType(node.parent) === undefined;

  /** The words read by what `start` reaches, but those `given` by a ContentProvider around it. */
  const reach = (start: ts.Node[], given: ReadonlySet<string>): Set<string> => {
    const read = new Set<string>();
    const visited = new Set<ts.Node>();
    const queue = [...start];
    const follow = (declarations: readonly ts.Node[]) => {
      for (const declaration of declarations) {
        for (const running of isMember(declaration) ? runsWhenReached(declaration) : [declaration]) {
          if (!visited.has(running)) queue.push(running);
        }
      }
    };
    const walk = (node: ts.Node, root: boolean) => {
      // Types do not run: a component's props typed after another's do not read its words.
      if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
      // A function declared inside what runs runs when it is called, and is followed where it is named; so is an
      // object's method or function, where the member is named. An object's other members are worked out now.
      if (!root && declaresFunction(node)) return;
      if (isMember(node)) {
        if (ts.isPropertyAssignment(node) && !isFunction(node.initializer)) {
          if (ts.isComputedPropertyName(node.name)) walk(node.name, false);
          walk(node.initializer, false);
        } else if (ts.isSpreadAssignment(node)) {
          walk(node.expression, false);
        }
        readsIn(node, read);
        return;
      }
      const provided = ts.isJsxElement(node) ? providedBy(node) : undefined;
      if (provided && ts.isJsxElement(node)) {
        ts.forEachChild(node.openingElement, (child) => walk(child, false));
        const inner = reach([...node.children], new Set([...given, ...provided]));
        for (const name of inner) read.add(name);
        return;
      }
      readsIn(node, read);
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) follow(declarationsOf(node));
      // `lazy(() => import("./send-it-yourself"))`: what the module exports by default runs, and what is named in it.
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        const module = checker.getSymbolAtLocation(node.arguments[0]);
        let exported = module && checker.getExportsOfModule(module).find((each) => each.name === "default");
        if (exported && exported.flags & ts.SymbolFlags.Alias) exported = checker.getAliasedSymbol(exported);
        follow((exported?.declarations ?? []).filter((declaration) => followed(declaration.getSourceFile())));
      }
      // `const { formatDate } = useFlatTexts()`: the members taken from an object.
      if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
        const name = node.propertyName ?? node.name;
        if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) {
          const member = checker.getTypeAtLocation(node.parent).getProperty(name.text);
          follow((member?.declarations ?? []).filter((declaration) => followed(declaration.getSourceFile())));
        }
      }
      ts.forEachChild(node, (child) => walk(child, false));
    };
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (visited.has(next)) continue;
      visited.add(next);
      walk(next, true);
    }
    for (const name of given) read.delete(name);
    return read;
  };

  const result: PartWords = {};
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const parts: { name: string; component: ts.Expression }[] = [];
    const findParts = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "withWords" &&
        node.arguments.length === 2 &&
        ts.isStringLiteralLike(node.arguments[1]!)
      ) {
        parts.push({ name: node.arguments[1].text, component: node.arguments[0]! });
      }
      ts.forEachChild(node, findParts);
    };
    findParts(source);
    for (const { name, component } of parts) {
      if (result[name]) throw new Error(`${where(component)}: a second part named ${name}`);
      result[name] = [...reach([component], new Set())].sort();
    }
  }
  return result;
}
