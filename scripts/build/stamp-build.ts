/** The last step of `npm run build`: records what the build was made from (build-stamp.ts). */
import { stampBuild } from "./build-stamp";

stampBuild();
