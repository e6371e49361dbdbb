// @vitest-environment node
import { describe, expect, it } from "vitest";
import { caddyfile } from "./caddyfile";

const rules = {
  csp: "default-src 'self'",
  pages: ["/", "/about", "/contact"],
  siteUrl: "https://www.builders.test",
};

describe("the generated Caddyfile", () => {
  it("is for the domain of SITE_URL, so Caddy gets its certificate and redirects HTTP to it", () => {
    expect(caddyfile(rules)).toContain("\nwww.builders.test {\n");
    expect(caddyfile({ ...rules, siteUrl: "https://builders.test:8443" })).toContain(
      "\nbuilders.test:8443 {\n",
    );
  });

  it("passes /api/ to npm start, and lets any method through to it alone, only for a build with the inbox", () => {
    const inbox = caddyfile({ ...rules, inbox: true });
    expect(inbox).toContain("reverse_proxy /api/* 127.0.0.1:3000 # SETTING: where npm start listens");
    expect(inbox).toContain("\t\t\tnot method GET HEAD\n\t\t\tnot path /api/*\n");
    const plain = caddyfile(rules);
    expect(plain).not.toContain("/api/");
    expect(plain).toContain("\t\t\tnot method GET HEAD\n\t\t}");
  });

  it("redirects each page's other spellings to it, keeping the query", () => {
    const file = caddyfile(rules);
    expect(file).toContain(
      "path_regexp (?i)^/about(?:/|\\.html|/index|/index\\.html)?$\n\t\t\tnot path_regexp ^/about$",
    );
    expect(file).toContain("redir @query /about?{query} permanent");
    expect(file).toContain("redir @no_query /about permanent");
  });
});
