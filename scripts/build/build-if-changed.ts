/**
 * `npm run test:e2e`'s build step: builds, unless build/ already holds the build of this very commit, made by
 * `npm start` or an earlier `npm run build` on a clean checkout (build-stamp.ts).
 */
import { execSync } from "node:child_process";
import { currentBuild } from "./build-stamp";

const built = currentBuild();
if (built) {
  console.log(`build/ is the build of ${built.commit.slice(0, 12)}, with no file changed since: not built again`);
} else {
  execSync("npm run build", { stdio: "inherit" });
}
