import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { HUBSPOT_SUBMIT_API } from "#app/features/enquiry/form-hosts.ts";
import { SERVICE_WORKER_URL } from "#app/features/offline/worker-messages.ts";
import { LOADER_FILE_PREFIX } from "#scripts/build/after-first-paint.ts";
import { type Certificate, CERTIFIED_HOSTS } from "./certificate";
import { HOOK_PATH, PAGE_HOOK, REPORT_PATH, WORKER_HOOK } from "./page-hook";

/** An error a page or the service worker reported (page-hook.ts). */
type Report = { id?: string; kind: string; message: string; source: string; page: string };

export type SiteFront = {
  /** https://localhost:PORT */
  origin: string;
  /** The same port, as the browsers' proxy: it carries HubSpot's API to its stand-in and refuses every other host. */
  proxy: string;
  reports: Report[];
  /** HubSpot's form-submission endpoint: the status it answers (0: the connection drops), and the bodies it took. */
  hubspot: { status: number; received: unknown[] };
  /** Cuts the connection to the site, or gives it back: while offline, nothing listens on the port. */
  setOffline(offline: boolean): Promise<void>;
  /** Holds back the app's scripts (all but the loader that starts them) until the returned function is called. */
  holdScripts(): () => void;
  stop(): Promise<void>;
};

type Options = {
  /** The built site: build/client, or build/sample. */
  siteDir: string;
  port: number;
  certificate: Certificate;
  /**
   * The tests' additions (on by default): the error hook in the pages and the worker, the front's own pages (blank,
   * frame), framing allowed, and the app's scripts revalidated so that they can be held back. Off, the build's bytes
   * and headers pass as they are.
   */
  instrument?: boolean;
  /** The site's function's settings (scripts/server/functions.ts), as the host's secrets give them. */
  functionEnv?: Record<string, string>;
};

/** The front's own pages and scripts. */
const ENGINES_PATH = "/__engines/";
/** A page that holds the site in a frame of a given size (framePage). */
export const FRAME_PATH = `${ENGINES_PATH}frame`;
/** A page of the site's origin that runs nothing of the site: where a test clears the origin's storage. */
export const BLANK_PATH = `${ENGINES_PATH}blank`;
const HUBSPOT_HOST = new URL(HUBSPOT_SUBMIT_API).hostname;
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

/**
 * The production build as the browsers see it here: the project's own server (scripts/server/serve.ts, its headers
 * included) behind a TLS front on one port. WebKit applies the CSP's upgrade-insecure-requests even to localhost, so
 * the site must come over HTTPS. Plain HTTP on the same port answers a 301 to https, as a CDN does, or, as a proxy,
 * tunnels HubSpot's API to a stand-in (no third party is reachable here; every other host is refused at once).
 */
export async function startSiteFront({
  siteDir,
  port,
  certificate,
  instrument = true,
  functionEnv = {},
}: Options): Promise<SiteFront> {
  const upstreamPort = port + 50;
  const server = await serveBuild(siteDir, upstreamPort, functionEnv);
  let release: Promise<void> | undefined;
  const front: SiteFront = {
    origin: `https://localhost:${port}`,
    proxy: `127.0.0.1:${port}`,
    reports: [],
    hubspot: { status: 200, received: [] },
    async setOffline(cut) {
      if (cut) {
        listener.close();
        for (const socket of sockets) socket.destroy();
      } else if (!listener.listening) await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve));
    },
    holdScripts() {
      let open = () => {};
      release = new Promise((resolve) => (open = resolve));
      return () => {
        release = undefined;
        open();
      };
    },
    stop: async () => {
      listener.close();
      for (const socket of sockets) socket.destroy();
      await stopProcess(server);
    },
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", front.origin);
    if (request.headers.host?.split(":")[0] === HUBSPOT_HOST) return standInForHubspot(request, response, front);
    if (instrument && url.pathname === BLANK_PATH)
      return send(response, "text/html", `<!doctype html><title>Blank</title>${NO_ICON}`);
    if (instrument && url.pathname === HOOK_PATH) return send(response, "text/javascript", PAGE_HOOK);
    if (instrument && url.pathname === REPORT_PATH) {
      front.reports.push(JSON.parse(await readBody(request)) as Report);
      return response.writeHead(204).end();
    }
    if (instrument && url.pathname === FRAME_PATH) return send(response, "text/html", framePage(url.searchParams));
    const appScript = /^\/assets\/.+\.js$/.test(url.pathname) && !url.pathname.startsWith(`/${LOADER_FILE_PREFIX}`);
    if (appScript && release) await release;
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "accept-encoding": "identity" },
      },
      (answer) => void relay(answer, response, url),
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  }

  /**
   * Passes the site's answer on: with the hook in pages and worker, and framable by the test's frame (a page may come
   * to it from the worker's cache, fetched by the worker without a frame's headers, so every page is).
   */
  async function relay(answer: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const headers = { ...answer.headers };
    if (instrument) {
      delete headers["x-frame-options"];
      const policy = headers["content-security-policy"];
      if (typeof policy === "string")
        headers["content-security-policy"] = policy.replace(/frame-ancestors [^;]+;?\s*/, "");
    }
    // The app's scripts are cached for a year; the front must see each request to hold them back (holdScripts).
    if (instrument && url.pathname.startsWith("/assets/")) headers["cache-control"] = "no-cache";
    const html = String(headers["content-type"]).startsWith("text/html");
    const worker = url.pathname === SERVICE_WORKER_URL;
    if (!instrument || answer.statusCode !== 200 || !(html || worker)) {
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
      return;
    }
    const body = await readBody(answer);
    const changed = html
      ? body.replace(/<head[^>]*>/, (head) => `${head}<script src="${HOOK_PATH}"></script>`)
      : WORKER_HOOK + body;
    delete headers["content-length"];
    response.writeHead(200, headers).end(changed);
  }

  const sockets = new Set<net.Socket>();
  const tls = https.createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  const plain = http.createServer((request, response) => {
    // An absolute URL is a request to the proxy for a plain-http host: none is reachable.
    if (/^https?:/.test(request.url ?? "")) return response.writeHead(502).end();
    response.writeHead(301, { Location: `https://${request.headers.host ?? `localhost:${port}`}${request.url}` }).end();
  });
  plain.on("connect", (request: http.IncomingMessage, socket: net.Socket) => {
    const [, host = "", to = "443"] = /^(.*):(\d+)$/.exec(request.url ?? "") ?? [];
    if (!CERTIFIED_HOSTS.includes(host)) return socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    // This machine's own ports as asked; HubSpot's API into this port, whose TLS side answers for it.
    const inner = net.connect(host === HUBSPOT_HOST ? port : Number(to), "127.0.0.1", () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      socket.pipe(inner).pipe(socket);
    });
    inner.on("error", () => socket.destroy());
    socket.on("error", () => inner.destroy());
  });
  // One port for both: a TLS handshake starts with byte 22; anything else is plain HTTP.
  const listener = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 ? tls : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve));
  return front;
}

/** HubSpot's Forms API, as far as the site uses it: CORS, then the front's status for each submission. */
async function standInForHubspot(request: http.IncomingMessage, response: http.ServerResponse, front: SiteFront) {
  if (request.method === "OPTIONS") return response.writeHead(204, CORS).end();
  const { status } = front.hubspot;
  if (status === 0) return request.socket.destroy();
  const body = await readBody(request);
  if (status >= 200 && status < 300) front.hubspot.received.push(JSON.parse(body));
  response.writeHead(status, { ...CORS, "Content-Type": "application/json" }).end("{}");
}

/**
 * A page that holds the site at a phone's width in a frame: WebKitGTK's window cannot be made narrower than about
 * 450 px. The instrumented front drops the headers that forbid framing (the Observatory grades the headers
 * as built, on a front that changes nothing).
 */
function framePage(query: URLSearchParams): string {
  const width = Number(query.get("width"));
  const height = Number(query.get("height"));
  const src = query.get("src") ?? "/";
  return `<!doctype html><meta charset="utf-8"><title>${width} px</title>${NO_ICON}<style>body{margin:0}iframe{display:block;border:0}</style><iframe src="${encodeURI(src)}" width="${width}" height="${height}"></iframe>`;
}

/** The front's own pages name no icon, or the browser asks the site for /favicon.ico, which it does not have. */
const NO_ICON = '<link rel="icon" href="data:,">';

function send(response: http.ServerResponse, type: string, body: string) {
  response.writeHead(200, { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "no-store" }).end(body);
}

function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    stream.on("error", reject);
  });
}

/** scripts/server/serve.ts on a build, run by Node itself so that stopping the child stops the server. */
async function serveBuild(siteDir: string, port: number, functionEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/server/serve.ts"], {
    env: { ...process.env, ...functionEnv, SITE_DIR: siteDir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`scripts/server/serve.ts exited with ${code}`)));
  });
  return child;
}

/**
 * Stops a process the suite started; with `group`, the processes it started as well (a WebDriver server's
 * browser), when it was spawned `detached`, as the leader of a process group.
 */
export function stopProcess(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    if (group && child.pid) process.kill(-child.pid, "SIGTERM");
    else child.kill();
  });
}
