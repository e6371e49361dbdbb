// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CADDY_MISSING, findCaddy } from "../tests/support/hosts";
import { canonicalPagePath } from "#shared/policy.mjs";
import { caddyfile, otherName } from "./caddyfile";
import { otherSpellings } from "./nginx-locations";

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
      "path_regexp ^(?i:/about)(?:/|\\.html|/index|/index\\.html)?$\n\t\t\tnot path_regexp ^/about$",
    );
    expect(file).toContain("redir @query /about?{query} permanent");
    expect(file).toContain("redir @no_query /about permanent");
  });

  it("reads a page's other spellings as npm start does: only the page's name in any letter case", () => {
    const pages = new Set(["/", "/about", "/services/decks"]);
    const paths = [
      ...["/index.html", "/index", "/INDEX.html", "/Index", "/about/", "/About", "/ABOUT/index.html"],
      ...["/ABOUT.HTML", "/about.HTML", "/about/INDEX.HTML", "/services/decks/INDEX.HTML"],
      ...["/Services/Decks.html", "/services/decks/index", "/aboutx", "/about/x"],
    ];
    for (const path of paths) {
      const redirectsTo = [...pages].find(
        (page) => path !== page && new RegExp(otherSpellings(page)).test(path),
      );
      expect(redirectsTo ?? null, path).toBe(canonicalPagePath(path, pages));
    }
  });

  it("redirects the site's other name, www. added or removed, to SITE_URL's host", () => {
    expect(otherName("https://www.builders.test")).toBe("builders.test");
    expect(otherName("https://builders.test")).toBe("www.builders.test");
    for (const none of [
      "http://localhost:3000",
      "https://203.0.113.5",
      "https://shop.builders.test",
      "https://www.builders.test:8443",
    ])
      expect(otherName(none), none).toBeUndefined();
    const file = caddyfile(rules);
    expect(file).toContain(
      "\nbuilders.test {\n\timport headers_www_builders_test\n\tredir https://www.builders.test{uri} permanent\n}\n",
    );
    expect(caddyfile({ ...rules, siteUrl: "https://shop.builders.test" })).not.toContain("redir https://");
  });
});

describe("the generated Caddyfile on a server with other sites", () => {
  it("is imported beside another site made with the kit, and Caddy takes both", () => {
    const caddy = findCaddy();
    if (!caddy) throw new Error(CADDY_MISSING);
    const dir = mkdtempSync(join(tmpdir(), "caddy-import-"));
    try {
      writeFileSync(join(dir, "one.caddy"), caddyfile(rules));
      writeFileSync(join(dir, "two.caddy"), caddyfile({ ...rules, siteUrl: "https://www.roofers.test" }));
      writeFileSync(join(dir, "Caddyfile"), `import ${dir}/one.caddy\nimport ${dir}/two.caddy\n`);
      const adapted = spawnSync(caddy, ["adapt", "--config", join(dir, "Caddyfile")], { encoding: "utf8" });
      expect(adapted.status, adapted.stderr).toBe(0);
      for (const host of ["www.builders.test", "builders.test", "www.roofers.test", "roofers.test"])
        expect(adapted.stdout).toContain(`"${host}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
