import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The hosts the throwaway certificate is good for: the site's front, and HubSpot's API, which the front stands in for. */
export const CERTIFIED_HOSTS = ["localhost", "127.0.0.1", "api.hsforms.com"];

export type Certificate = { key: string; cert: string; caFile: string; dir: string };

/**
 * A throwaway certificate authority and a certificate it signed for CERTIFIED_HOSTS, made by openssl in a fresh
 * folder: nothing is downloaded and nothing outlives the run. Browsers take it with acceptInsecureCerts; a Node
 * client trusts it through NODE_EXTRA_CA_CERTS=caFile.
 */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), "engines-tls-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ecKey,
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Engines test CA",
  );
  openssl("req", ...ecKey, "-keyout", "site.key", "-out", "site.csr", "-subj", "/CN=localhost");
  const altNames = CERTIFIED_HOSTS.map((host) => (/^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`)).join(",");
  writeFileSync(file("site.ext"), `subjectAltName=${altNames}\nextendedKeyUsage=serverAuth\n`);
  openssl(
    "x509",
    "-req",
    "-in",
    "site.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "site.pem",
    "-days",
    "2",
    "-extfile",
    "site.ext",
  );
  return {
    key: readFileSync(file("site.key"), "utf8"),
    cert: readFileSync(file("site.pem"), "utf8"),
    caFile: file("ca.pem"),
    dir,
  };
}
