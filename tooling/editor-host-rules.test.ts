// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CADDY_MISSING, findCaddy } from "../tests/support/hosts";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  ALLOWED_METHODS,
  CACHE_IMMUTABLE,
  CACHE_REDIRECT,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "#shared/policy.mjs";
import { caddyfile } from "./caddyfile";
import type { HostRulesInput } from "./host-rules";
import { nginxConf } from "./nginx-conf";
import { headersFile, MISSING_PATH, redirectsFile } from "./static-host-rules";

const SITE_CSP = "default-src 'self'; script-src 'self' 'sha256-boot='";
const EDITOR_CSP = adminContentSecurityPolicy({ imageOrigins: ["https://images.example"] });
const rules: HostRulesInput = { csp: SITE_CSP, pages: ["/", "/about"], languages: ["en", "es"], inbox: true };
const withEditor: HostRulesInput = { ...rules, editor: { csp: EDITOR_CSP } };
const siteUrl = "https://www.builders.test";

/** The nginx.conf without the editor's locations (one line each, or a block to its closing brace). */
function withoutAdminLocations(conf: string) {
  const kept: string[] = [];
  let skipping = false;
  for (const line of conf.split("\n")) {
    if (skipping) skipping = line !== "    }";
    else if (/^ {4}location (?:= |\^~ )\/admin\b/.test(line)) skipping = line.endsWith("{");
    else kept.push(line);
  }
  return kept.join("\n");
}

/** The nginx locations of the editor, each with its lines. */
function adminLocations(conf: string) {
  return [...conf.matchAll(/^ {4}location ((?:= |\^~ )\/admin[^ ]*) \{\n([\s\S]*?)\n {4}\}$/gm)].map(
    ([, match, body]) => ({ match, body: body! }),
  );
}

/**
 * The headers Cloudflare's asset server sends for `path`, from `_headers` as its code applies it
 * (workers-shared's attachCustomHeaders): every rule that matches, in the file's order, detaches
 * (`! Name`), then sets; a header an earlier rule set is appended to, comma-joined.
 */
function cloudflareHeaders(file: string, path: string) {
  const headers = new Map<string, string>();
  const set = new Set<string>();
  for (const rule of file.split("\n\n")) {
    const [pattern, ...lines] = rule.split("\n").filter((line) => line && !line.startsWith("#"));
    if (!pattern || !new RegExp(`^${pattern.split("*").map(escape).join(".*")}$`).test(path)) continue;
    for (const line of lines.filter((l) => l.trim().startsWith("! ")))
      headers.delete(line.trim().slice(2).toLowerCase());
    for (const line of lines.filter((l) => l.includes(": "))) {
      const [name, value] = [
        line.slice(0, line.indexOf(":")).trim().toLowerCase(),
        line.slice(line.indexOf(":") + 2),
      ];
      headers.set(name, set.has(name) && headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      set.add(name);
    }
  }
  return Object.fromEntries(headers);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe("the host rules without the editor", () => {
  it("say nothing of /admin/", () => {
    for (const file of [
      headersFile(rules),
      redirectsFile(rules),
      nginxConf(rules),
      caddyfile({ ...rules, siteUrl }),
    ])
      expect(file).not.toContain("/admin");
  });
});

describe("the editor's rules for Cloudflare (_headers, _redirects)", () => {
  it("leave the site's rules as they are, and add the editor's after them", () => {
    const [plain, edited] = [headersFile(rules), headersFile(withEditor)];
    expect(edited.startsWith(`${plain}\n`)).toBe(true);
    const added = edited.slice(plain.length + 1).split("\n\n");
    for (const block of added) expect(block).toMatch(/^\/admin/);
    const [plainRedirects, editedRedirects] = [redirectsFile(rules), redirectsFile(withEditor)];
    expect(editedRedirects.startsWith(plainRedirects)).toBe(true);
    for (const line of editedRedirects.slice(plainRedirects.length).trim().split("\n"))
      expect(line).toMatch(/^\/admin/);
  });

  it("send the editor's headers in place of the site's under /admin/, its page never stored", () => {
    const file = headersFile(withEditor);
    const common = { "strict-transport-security": STRICT_TRANSPORT_SECURITY, allow: ALLOWED_METHODS };
    expect(cloudflareHeaders(file, "/admin/")).toEqual({
      ...lower(adminHeaders(EDITOR_CSP)),
      ...common,
      "cache-control": "no-store",
    });
    expect(cloudflareHeaders(file, "/admin/config.json")["cache-control"]).toBe("no-store");
    expect(cloudflareHeaders(file, "/admin/assets/sveltia-1a2b.wasm")).toEqual({
      ...lower(adminHeaders(EDITOR_CSP)),
      ...common,
      "cache-control": CACHE_IMMUTABLE,
    });
    expect(cloudflareHeaders(file, "/admin/")["x-robots-tag"]).toBe("noindex, nofollow");
    expect(cloudflareHeaders(file, "/admin/")["content-security-policy"]).not.toContain(SITE_CSP);
    // The site's pages keep the site's.
    expect(cloudflareHeaders(file, "/about")).toEqual({ ...lower(securityHeaders(SITE_CSP)), ...common });
  });

  it("redirect /admin to /admin/ as npm start does, and answer the index file's other names with the 404 page", () => {
    const lines = redirectsFile(withEditor).split("\n");
    expect(lines).toContain("/admin /admin/ 301");
    for (const path of ["/admin.html", "/admin/index", "/admin/index.html"])
      expect(lines).toContain(`${path} ${MISSING_PATH} 200`);
    expect(cloudflareHeaders(headersFile(withEditor), "/admin")["cache-control"]).toBe(CACHE_REDIRECT);
  });
});

describe("the editor's nginx locations", () => {
  it("leave the rest of nginx.conf as it is", () => {
    const edited = nginxConf(withEditor);
    expect(edited).not.toBe(nginxConf(rules));
    expect(withoutAdminLocations(edited)).toBe(nginxConf(rules));
  });

  it("each say every header of the editor's, HSTS and their caching, and none of the site's policy", () => {
    const locations = adminLocations(nginxConf(withEditor));
    expect(locations.map((l) => l.match)).toEqual(["= /admin/", "= /admin/config.json", "^~ /admin/assets/"]);
    for (const { match, body } of locations) {
      for (const [name, value] of Object.entries(adminHeaders(EDITOR_CSP)))
        expect(body, match).toContain(`add_header ${name} "${value}" always;`);
      expect(body, match).toContain(
        `add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`,
      );
      expect(body, match).not.toContain(SITE_CSP);
      expect(body, match).not.toContain("Cross-Origin-Opener-Policy");
    }
    expect(locations[0]!.body).toContain('add_header Cache-Control "no-store" always;');
    expect(locations[0]!.body).toContain("try_files /admin/index.html =404;");
    expect(locations[1]!.body).toContain("default_type application/json;");
    expect(locations[2]!.body).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
    expect(locations[2]!.body).toContain(
      "location ~ \\.wasm$ { types { } default_type application/wasm; try_files $uri =404; }",
    );
  });

  it("redirect /admin to /admin/ and answer anything else under /admin/ with the site's 404", () => {
    const conf = nginxConf(withEditor);
    expect(conf).toContain("    location = /admin { return 301 /admin/$is_args$args; }\n");
    expect(conf).toContain("    location ^~ /admin/ { return 404; }\n");
  });
});

describe("the editor's Caddy routes", () => {
  const edited = caddyfile({ ...withEditor, siteUrl });
  const route = edited.slice(
    edited.indexOf("route @admin_file {"),
    edited.indexOf("\n\t\t}\n", edited.indexOf("route @admin_file {")),
  );

  it("leave the rest of the Caddyfile as it is", () => {
    const removed = edited.replace(/\n\t\t# The editor:[\s\S]*?\n(?=\n\t\t# Each page's)/, "");
    expect(removed).not.toBe(edited);
    expect(removed).toBe(caddyfile({ ...rules, siteUrl }));
  });

  it("send the editor's headers, noindex and no site policy, on its files alone", () => {
    for (const [name, value] of Object.entries(adminHeaders(EDITOR_CSP)))
      expect(route).toContain(`\t\t\t\t${name} "${value}"\n`);
    expect(route).not.toContain(SITE_CSP);
    expect(route).toContain('Cache-Control "no-store"');
    expect(route).toContain(`header /admin/assets/* Cache-Control "${CACHE_IMMUTABLE}"`);
    // Only files that exist, case-sensitively, no name starting with a dot (no "..").
    expect(edited).toContain(
      "@admin_file {\n\t\t\tpath_regexp ^/admin/(?:index\\.html|(?:config\\.json|assets/(?:[^./][^/]*/)*[^./][^/]*))$\n\t\t\tfile\n\t\t}",
    );
    expect(edited).toContain("\t\terror @admin_other 404\n");
  });

  it("is taken by Caddy, the types of the editor's files set (not a header renamed)", () => {
    const caddy = findCaddy();
    if (!caddy) throw new Error(CADDY_MISSING);
    const dir = mkdtempSync(join(tmpdir(), "caddy-editor-"));
    try {
      writeFileSync(join(dir, "Caddyfile"), edited);
      const adapted = spawnSync(caddy, ["adapt", "--config", join(dir, "Caddyfile")], { encoding: "utf8" });
      expect(adapted.status, adapted.stderr).toBe(0);
      const config = adapted.stdout;
      expect(config).toContain('"set":{"Content-Type":["application/wasm"]}');
      expect(config).toContain('"set":{"Content-Type":["font/woff2"]}');
      expect(config).not.toContain('"replace"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
