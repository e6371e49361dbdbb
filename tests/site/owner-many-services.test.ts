/**
 * A firm with twelve trades, some with long names, and a long name of its own: each service has its
 * page. Its build is OWNER_BUILDS["many-services"] (the edits: tests/support/owner-edits.ts); its
 * header, footer and home page at every width are tests/e2e/owner-many-services.test.ts.
 * @runs-long: builds an owner's site with twelve services.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_SERVICES } from "~/content/schema";
import { TWELVE_SERVICES as SERVICES } from "../support/owner-edits";
import {
  ensureOwnerBuilt,
  startOwnerSite,
  type OwnerServer,
  OWNER_BUILD_TIMEOUT,
} from "../support/owner-site";

let site: OwnerServer;

beforeAll(async () => {
  site = await startOwnerSite(await ensureOwnerBuilt("many-services"));
}, OWNER_BUILD_TIMEOUT);
afterAll(async () => {
  await site?.stop();
});

test(`each of the ${MAX_SERVICES} services has its page`, async () => {
  for (const service of SERVICES) {
    const response = await fetch(`${site.origin}/services/${service.slug}`);
    expect(response.status, service.slug).toBe(200);
    expect(await response.text()).toContain(service.title);
  }
});
