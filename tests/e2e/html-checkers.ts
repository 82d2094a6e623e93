import { createRequire } from "node:module";
import { HtmlValidate } from "html-validate";

/**
 * The two HTML checkers the browser tests run: html-validate (fast, in process) and the W3C Nu HTML Checker (the
 * reference, a Java jar). crawl.spec.ts runs them on every built page; a spec that opens a state only a script
 * draws (a dialog, a confirmation) runs them on the page as the browser holds it.
 */
export function createHtmlValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // React writes camelCase attributes (charSet, popoverTarget); HTML attributes are case-insensitive.
      "attr-case": "off",
      // React's streaming markers use ids such as "S:0".
      "valid-id": ["error", { relaxed: true }],
      "aria-label-misuse": ["error", { allowAnyNamable: true }],
      // Phone numbers are written once in content/site.yaml with ordinary spaces.
      "tel-non-breaking": "off",
      // Style rules React's markup does not follow: self-closed void elements, boolean attributes as "".
      "void-style": "off",
      "attribute-boolean-style": "off",
      "attribute-empty-style": "off",
      "no-trailing-whitespace": "off",
      "script-type": "off",
      "no-inline-style": "off",
      "long-title": "off",
    },
  });
}

/** The checker's jar, shipped by the vnu-jar package. */
export const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** One message of the Nu HTML Checker's JSON output (its documented "messages" array). */
export type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
};
