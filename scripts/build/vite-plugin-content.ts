import path from "node:path";
import type { Plugin } from "vite";
import { compileContent, writeGenerated } from "../../content/compile";

/**
 * In `npm run dev`, rebuilds content/generated/ when a file in content/ changes, so an edit
 * (by hand or through `npm run cms`) shows on the next reload; a bad edit is printed with its
 * file, line and field and the last good content stays. `npm run build` compiles the content
 * before Vite starts (scripts/build/build-content.ts).
 */
export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const contentDir = path.resolve("content");
      const generatedDir = path.join(contentDir, "generated");
      server.watcher.on("change", (file) => {
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
