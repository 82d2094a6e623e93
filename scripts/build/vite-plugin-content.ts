import type { Plugin } from "vite";
import { validateAllContent } from "../../content/validate";

/** Fails the build, naming file and field, when a content file breaks its schema. */
export function contentValidation(): Plugin {
  return {
    name: "content-validation",
    apply: "build",
    buildStart() {
      const problems = validateAllContent();
      if (problems.length > 0) {
        this.error(`Content is invalid (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n${problems.join("\n")}`);
      }
    },
  };
}
