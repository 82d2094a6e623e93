import { existsSync } from "node:fs";

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function resolveChromiumPath(): string | undefined {
  return [process.env.CHROME_PATH, "/usr/bin/chromium"].find(
    (candidate): candidate is string => !!candidate && existsSync(candidate),
  );
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
