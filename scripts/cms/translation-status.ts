/**
 * Where each translated file stands, for the CMS's form (scripts/cms/admin-setup.ts shows it at the top of a text
 * file's Telugu entry, and of a post's, page's or progress update's Telugu column): its texts outdated (the English
 * changed since), missing, and to review, as the build reports them (content/translation.ts), which needs only the
 * translations checked against their English, not the whole content build. scripts/cms/build-admin.ts writes it
 * beside the configuration at each build; `npm run cms` (scripts/cms/serve-cms.ts) works it out afresh each time the
 * form asks, from the files as saved.
 */
import { checkTranslations, type TextState, type TranslationStatus } from "#content/translation.ts";
import { wordPathsOf } from "./decap-config";

export type FileStatus = Pick<TranslationStatus, "missing" | "review"> & { outdated: Omit<TextState, "line">[] };

/**
 * By translated file (content/te/faq.yaml, content/posts/te/<name>.md): a file with nothing outdated, missing or to
 * review is left out.
 */
export type TranslationStatusFile = Record<string, FileStatus>;

export function translationStatus(root = process.cwd()): TranslationStatusFile {
  const { status } = checkTranslations(root, wordPathsOf);
  return Object.fromEntries(
    status.map(({ file, outdated, missing, review }) => [
      file,
      { outdated: outdated.map(({ line: _line, ...text }) => text), missing, review },
    ]),
  );
}
