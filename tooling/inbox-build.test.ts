// @vitest-environment node
import { describe, expect, it } from "vitest";
import { INBOX_PATH } from "#shared/paths.ts";
import { contentSecurityPolicy } from "#shared/policy.mjs";
import { endpointOrigins, postsToInbox, readBuildSettings, usesInbox } from "./build-settings";
import { nginxConf } from "./nginx-conf";
import { headersFile, redirectsFile } from "./static-host-rules";

describe("CONTACT_ENDPOINT=/api/contact (npm start's own inbox)", () => {
  it("is the one relative endpoint accepted", () => {
    expect(usesInbox(readBuildSettings({ CONTACT_ENDPOINT: INBOX_PATH }))).toBe(true);
    expect(usesInbox(readBuildSettings({ CONTACT_ENDPOINT: "https://forms.example/f/1" }))).toBe(false);
    expect(usesInbox(readBuildSettings({}))).toBe(false);
    expect(() => readBuildSettings({ CONTACT_ENDPOINT: "/api/other" })).toThrow(/absolute http\(s\) URL/);
  });

  const rules = { csp: "default-src 'self'", pages: ["/", "/contact", "/contact/sent"] };

  it("makes nginx pass /api/ to npm start and let any method through to it alone", () => {
    const conf = nginxConf({ ...rules, inbox: true });
    expect(conf).toContain("location /api/ {\n        proxy_pass http://127.0.0.1:3000;");
    expect(conf).toContain('"~^[A-Z]+:/api/" 0;');
    expect(conf).toContain("if ($site_method_not_allowed) { return 405; }");
  });

  it("leaves nginx as it was without the inbox", () => {
    const conf = nginxConf(rules);
    expect(conf).not.toContain("/api/");
    expect(conf).toContain("if ($request_method !~ ^(GET|HEAD)$) { return 405; }");
  });

  it("warns in the static hosts' rules that the inbox needs npm start", () => {
    for (const file of [headersFile({ ...rules, inbox: true }), redirectsFile({ ...rules, inbox: true })]) {
      expect(
        file.startsWith(
          `# This build's form posts to ${INBOX_PATH}, which only \`npm start\` or the site's Worker on Cloudflare`,
        ),
      ).toBe(true);
    }
    expect(headersFile(rules)).not.toContain("#");
    expect(redirectsFile(rules)).not.toContain("#");
  });
});

describe("CONTACT_ENDPOINT=https://inbox…/api/contact (the inbox on a server of its own)", () => {
  const remote = readBuildSettings({ CONTACT_ENDPOINT: "https://inbox.example.com/api/contact" });

  it("is this kit's inbox, but not on the page's origin: no host rules for it, its origin in the CSP", () => {
    expect(postsToInbox(remote)).toBe(true);
    expect(usesInbox(remote)).toBe(false);
    expect(endpointOrigins(remote)).toEqual(["https://inbox.example.com"]);
    expect(postsToInbox(readBuildSettings({ CONTACT_ENDPOINT: INBOX_PATH }))).toBe(true);
    expect(endpointOrigins(readBuildSettings({ CONTACT_ENDPOINT: INBOX_PATH }))).toEqual([]);
  });

  it.each([
    "https://forms.example/f/1",
    "https://inbox.example.com/api/contact?x=1",
    "https://x.example/api/contacts",
  ])("takes %s for a form service", (endpoint) => {
    expect(postsToInbox(readBuildSettings({ CONTACT_ENDPOINT: endpoint }))).toBe(false);
  });

  it("lets the page's plain form post to that origin, and to no other", () => {
    const csp = contentSecurityPolicy({
      imageOrigins: [],
      connectOrigins: endpointOrigins(remote),
      formOrigins: endpointOrigins(remote),
    });
    expect(csp).toContain("connect-src 'self' https://inbox.example.com;");
    expect(csp).toContain("form-action 'self' https://inbox.example.com;");
    expect(contentSecurityPolicy({ imageOrigins: [], connectOrigins: [] })).toContain("form-action 'self';");
  });
});
