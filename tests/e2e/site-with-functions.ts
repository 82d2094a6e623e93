import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * The site as built, served by scripts/server/serve.ts with its function on workerd, given `env` as the host's
 * secrets and variables (a HubSpot stand-in's address, a short cache): for the specs that need a server of their
 * own (live inventory, holds).
 */
export type SiteWithFunctions = { origin: string; stop(): Promise<void> };

export async function startSiteWithFunctions(env: Record<string, string>): Promise<SiteWithFunctions> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/server/serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        server.once("exit", () => resolve());
        server.kill();
      });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
