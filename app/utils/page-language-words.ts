import { translations } from "@content/languages";

/** A word module in every language, as `import.meta.glob` gives it. */
type WordModuleInEveryLanguage<T> = Record<string, () => Promise<{ default: T }>>;

/**
 * The words of one content/generated module in the page's language (its `<html lang>`), loaded in the browser: for
 * words that come with code loaded on demand, such as the site-visit picker's. `modules` is that module in every
 * language, globbed where it is used (a relative path: Vite's globs take no path aliases), so the bundler sees each
 * file: content/generated/<name>.ts and content/generated/<language>/<name>.ts. One build can then serve every
 * language (docs/decisions/0024-islands.md).
 */
export async function pageLanguageWords<T>(modules: WordModuleInEveryLanguage<T>, name: string): Promise<T> {
  const language = document.documentElement.lang;
  const file = translations.some((code) => code === language)
    ? `/generated/${language}/${name}.ts`
    : `/generated/${name}.ts`;
  const load = Object.entries(modules).find(([path]) => path.endsWith(file))?.[1];
  if (!load) throw new Error(`content/generated${file} was not given to pageLanguageWords`);
  return (await load()).default;
}
