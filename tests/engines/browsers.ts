import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import { type Driver, puppeteerDriver, webdriverDriver } from "./driver";
import { poll } from "./poll";
import { stopProcess } from "./site-front";

/**
 * The engines, as Debian packages them (.ci/run installs what is missing): firefox-esr; webkit2gtk-driver
 * (WebKitWebDriver, and MiniBrowser from libwebkit2gtk-4.1-0), which needs an X display, here Xvfb's; and
 * wpewebkit-driver with cog, whose headless platform needs none. Nothing is downloaded.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** MiniBrowser sits in the multiarch library folder (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/ on amd64). */
export function miniBrowserPath(): string {
  const found = readdirSync("/usr/lib", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join("/usr/lib", entry.name, "webkit2gtk-4.1", "MiniBrowser"))
    .find((file) => existsSync(file));
  return process.env.MINIBROWSER_PATH ?? found ?? needPackage("MiniBrowser", "webkit2gtk-driver");
}

function needPackage(what: string, packageName: string): never {
  throw new Error(`${what} is missing: install Debian's ${packageName} (apt-get install -y ${packageName})`);
}

/** Firefox ESR over WebDriver BiDi, headless; the front is its proxy, so HubSpot's API reaches the stand-in. */
export async function launchFirefox(proxy: string): Promise<Driver> {
  if (!existsSync(FIREFOX)) needPackage("Firefox", "firefox-esr");
  const [host = "", port = ""] = proxy.split(":");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1,
      "network.proxy.ssl": host,
      "network.proxy.ssl_port": Number(port),
      "network.proxy.http": host,
      "network.proxy.http_port": Number(port),
      // A phone's scrollbars take no room: the page gets the whole width, as on a phone.
      "ui.useOverlayScrollbars": 1,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const version = (await browser.version()).replace(/^firefox\//, "");
  return puppeteerDriver(`Firefox ${version}`, browser, page);
}

/** A WebDriver server of Debian's on `port`, ready for sessions. */
async function startWebDriver(binary: string, port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  if (!existsSync(`/usr/bin/${binary}`))
    needPackage(binary, binary === "WPEWebDriver" ? "wpewebkit-driver" : "webkit2gtk-driver");
  // A process group of its own, so that stopping it stops its browser too, even one that no longer answers.
  const server = spawn(binary, [`--port=${port}`], { env, stdio: "ignore", detached: true });
  await poll(() => canConnect(port), "the WebDriver server to listen", { timeout: 10_000 });
  return server;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** An X server of its own for WebKitGTK, which has no headless mode; the display number is Xvfb's choice. */
export async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  if (!existsSync("/usr/bin/Xvfb")) needPackage("Xvfb", "xvfb");
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once("data", (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, stop: () => stopProcess(xvfb) };
}

/** WebKitGTK's MiniBrowser under WebKitWebDriver on `display`; phone widths go into a frame (driver.ts). */
export async function launchWebKitGtk(proxy: string, display: string, port: number): Promise<Driver> {
  const binary = miniBrowserPath();
  const server = await startWebDriver("WebKitWebDriver", port, { ...process.env, DISPLAY: display });
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "error",
    capabilities: {
      browserName: "MiniBrowser",
      // WebKit's driver has no WebDriver BiDi; webdriverio asks for it unless told not to.
      "wdio:enforceWebDriverClassic": true,
      acceptInsecureCerts: true,
      // WebDriver's own proxy capability loses acceptInsecureCerts here; MiniBrowser's option keeps it.
      "webkitgtk:browserOptions": {
        binary,
        args: ["--automation", `--proxy=http://${proxy}`],
      },
    } as WebdriverIO.Capabilities,
  });
  const name = `WebKitGTK ${String(browser.capabilities.browserVersion)}`;
  return webdriverDriver(name, browser, 480, () => stopProcess(server, { group: true }));
}

/** WPE WebKit 2.38 in cog's headless platform: a fixed 800 x 600 view, no display. */
export async function launchWpe(proxy: string, port: number): Promise<Driver> {
  if (!existsSync("/usr/bin/cog")) needPackage("cog", "cog");
  const server = await startWebDriver("WPEWebDriver", port, process.env);
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "error",
    capabilities: {
      browserName: "cog",
      "wdio:enforceWebDriverClassic": true,
      acceptInsecureCerts: true,
      "wpe:browserOptions": { binary: "cog", args: ["--automation", "--platform=headless", `--proxy=http://${proxy}`] },
    } as WebdriverIO.Capabilities,
  });
  const name = `WPE WebKit ${String(browser.capabilities.browserVersion)}`;
  return webdriverDriver(name, browser, 0, () => stopProcess(server, { group: true }));
}
