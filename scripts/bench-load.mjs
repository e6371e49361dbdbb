// @ts-check
/**
 * `npm run bench:load [-- --connections 100 --seconds 20]`: a bounded load test of `npm start`'s
 * server on 127.0.0.1, mixing every page, the 404 page and assets. Builds first if needed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createSiteServer } from "../server/site-server.mjs";
import { readSiteManifest } from "#shared/site-manifest.mjs";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "100" }, seconds: { type: "string", default: "20" } },
});
const connections = Math.min(Number(values.connections), 1000);
const seconds = Math.min(Number(values.seconds), 120);

if (!existsSync("build/site.json")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });

const html = readFileSync("build/client/contact.html", "utf8");
const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]).slice(0, 3);
const paths = [...readSiteManifest("build").pages, "/no-such-page", "/robots.txt", ...assets];

const server = createSiteServer({ buildDir: "build" });
await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

console.log(
  `Load: ${connections} connections for ${seconds} s against ${url}, cycling ${paths.length} paths:`,
);
console.log(`  ${paths.join(" ")}`);
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers: { "accept-encoding": "br, gzip" },
  requests: paths.map((path) => ({ path })),
});
server.close();

const statuses = `2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]} (the 404 page), 5xx ${result["5xx"]}`;
console.log(`
requests/s   ${Math.round(result.requests.average)} (total ${result.requests.total})
latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms
answers      ${statuses}
errors       ${result.errors} (timeouts ${result.timeouts})`);
const unexpected =
  result.errors + result.timeouts + result["5xx"] + result.non2xx - result["3xx"] - result["4xx"];
process.exitCode = unexpected > 0 ? 1 : 0;
