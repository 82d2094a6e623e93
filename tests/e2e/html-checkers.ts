import { spawnSync } from "node:child_process";
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
    // Astro writes its islands' <style> into <body>, right before the page's first island (app/shells/layout/
    // SiteScript.astro puts it first in an element of its own): flow content here; the Nu checker below still
    // requires it to be its parent's first child.
    elements: ["html5", { style: { flow: true } }],
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
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

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

/** Runs the Nu HTML Checker on files, in one Java start; its messages, or an error naming what went wrong. */
export function runNuChecker(files: string[]): NuMessage[] {
  const result = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    throw new Error(
      `The Nu HTML Checker needs Java 17 or newer and could not start it (${result.error.message}). ` +
        "Install a Java runtime, e.g. apt-get install default-jre-headless, as .ci/run does.",
    );
  }
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(result.stdout) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(
      `The Nu HTML Checker did not answer in JSON (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  // It exits non-zero for the errors it lists; with none listed, something else went wrong.
  if (result.status !== 0 && messages.every((message) => message.type === "info"))
    throw new Error(`The Nu HTML Checker failed (exit ${result.status}): ${result.stderr}`);
  return messages;
}
