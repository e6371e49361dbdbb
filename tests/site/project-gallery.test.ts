/**
 * A project page as an owner fills it: twelve phone photos (2400 x 1800) and a before-and-after
 * pair, generated (scripts/sample-project.mjs), in a copy of the project (OWNER_BUILDS["sample-project"])
 * served by `npm start`: what the page weighs on the wire. What a browser shows of it:
 * tests/e2e/project-gallery.test.ts.
 * @runs-long: builds the starter with the sample project's fourteen photos.
 */
import { get } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { projectPath } from "../support/paths";
import { SAMPLE_PROJECT } from "../../scripts/sample-project.mjs";
import { starterPath } from "../support/starter-content";
import {
  ensureOwnerBuilt,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";

let site: OwnerServer;
const path = starterPath(projectPath(SAMPLE_PROJECT));

beforeAll(async () => {
  site = await startOwnerSite(await ensureOwnerBuilt("sample-project"));
}, OWNER_BUILD_TIMEOUT);
afterAll(async () => {
  await site?.stop();
});

/** What a connection's first round trip carries: ten segments of 1,460 bytes (RFC 6928). */
const FIRST_ROUND_TRIP = 10 * 1460;

test("the page, with twelve photos and a pair, arrives in a connection's first round trip (compressed, with its headers)", async () => {
  const { headers, body } = await new Promise<{ headers: number; body: number }>((resolve, reject) => {
    get(site.origin + path, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => {
        const raw = response.rawHeaders;
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < raw.length; i += 2) headers += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
        resolve({ headers, body });
      });
    }).on("error", reject);
  });
  expect(headers + body).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
});
