/**
 * The MDN HTTP Observatory's scan of one host (host:port), printed as JSON: run by observatory.test.ts as a process
 * of its own, as the scanner trusts only the certificate authorities Node starts with (NODE_EXTRA_CA_CERTS).
 */
import { scan } from "@mdn/mdn-http-observatory";

const host = process.argv[2];
if (!host) throw new Error("Usage: observatory-scan.ts host:port");
console.log(JSON.stringify(await scan(host)));
