/**
 * The build with a form service's CONTACT_ENDPOINT, over HTTP. The form's delivery to it, in
 * Chromium, is tests/e2e/configured/contact-delivery.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { CONFIGURED_SETTINGS, servedOrigin } from "../../support/site";
import { CONTACT_PATH } from "../../support/paths";

const ENDPOINT = CONFIGURED_SETTINGS.CONTACT_ENDPOINT;

describe("contact form with CONTACT_ENDPOINT set", () => {
  test("allows that endpoint, and only it, in the Content-Security-Policy", async () => {
    const response = await fetch(servedOrigin("CONFIGURED_ORIGIN") + CONTACT_PATH);
    expect(response.headers.get("content-security-policy")).toContain(
      `connect-src 'self' ${new URL(ENDPOINT).origin};`,
    );
  });
});
