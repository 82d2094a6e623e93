import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { compileContent, writeGenerated } from "#content/compile.ts";

const PART_WORDS = path.resolve("app/generated/part-words.ts");

/**
 * In `npm run dev`, rebuilds content/generated/ when a file in content/ changes, so an edit
 * (by hand or through `npm run cms`) shows on the next reload; a bad edit is printed with its
 * file, line and field and the last good content stays. `npm run build` compiles the content
 * before Vite starts (scripts/build/build-content.ts).
 *
 * Likewise, when code in app/ or content/ changes, works out again which words each part reads
 * (scripts/build/build-part-words.ts, in a process of its own: some 15 seconds), and reloads the page if they changed.
 */
export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const contentDir = path.resolve("content");
      const generatedDir = path.join(contentDir, "generated");
      const appDir = path.resolve("app");
      let partWordsRun: ReturnType<typeof setTimeout> | undefined;
      // One run at a time; a change during a run starts one more after it.
      let running = false;
      let again = false;
      const partWordsOnce = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        const before = readFileSync(PART_WORDS, "utf8");
        execFile("npx", ["tsx", "scripts/build/build-part-words.ts"], (error, _stdout, stderr) => {
          running = false;
          if (error) server.config.logger.error(`The parts' words were not worked out again:\n${stderr}`);
          else if (readFileSync(PART_WORDS, "utf8") !== before) server.ws.send({ type: "full-reload" });
          if (again) {
            again = false;
            partWordsOnce();
          }
        });
      };
      server.watcher.on("change", (file) => {
        const code = /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.includes(`${path.sep}generated${path.sep}`);
        if (code && (file.startsWith(appDir) || file.startsWith(contentDir))) {
          clearTimeout(partWordsRun);
          partWordsRun = setTimeout(partWordsOnce, 500);
          return;
        }
        if (!file.startsWith(contentDir) || file.startsWith(generatedDir) || !/\.(ya?ml|md)$/.test(file)) return;
        const result = compileContent();
        const { problems } = result;
        if (problems.length > 0) {
          server.config.logger.error(`Content is invalid, the last good content stays:\n${problems.join("\n")}`);
          return;
        }
        writeGenerated(result);
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
