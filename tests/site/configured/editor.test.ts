/**
 * The editor on the live site (/admin/) as the build writes it and npm start serves it: only in a
 * build with CONTENT_REPO, under its own policy, out of search engines' reach, and never a trace of
 * it on a public page. (The editor at work in Chromium: tests/e2e/configured/editor-live.test.ts.)
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { adminContentSecurityPolicy } from "#shared/policy.mjs";
import { readSiteManifest } from "#shared/site-manifest.mjs";
import { everyProject } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { parseHtml } from "../../support/html";
import {
  CONFIGURED_BUILD,
  CONFIGURED_SETTINGS,
  readBuildFile,
  ROOT,
  servedOrigin,
  TEST_BUILD,
} from "../../support/site";

const client = (build: string) => join(ROOT, build, "client");
const built = (file: string) => readBuildFile(CONFIGURED_BUILD, `client/${file}`);

test("a build with CONTENT_REPO has the editor, configured for that repository; one without has none", () => {
  const page = parseHtml(built("admin/index.html"));
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
  // Its scripts are its own files: the policy allows no inline script.
  const scripts = [...page.querySelectorAll("script")];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.getAttribute("src")).toMatch(/^\/admin\/assets\/[\w.-]+\.js$/);
  const config = JSON.parse(built("admin/config.json")) as { backend: { repo: string; branch: string } };
  expect(config.backend).toMatchObject({ repo: CONFIGURED_SETTINGS.CONTENT_REPO, branch: "main" });
  expect(existsSync(join(client(TEST_BUILD), "admin"))).toBe(false);
});

test("no public file mentions the editor, and the sitemap does not list it", () => {
  const files = readdirSync(client(CONFIGURED_BUILD), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|xml|txt|js|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(join(client(CONFIGURED_BUILD), "admin")));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readBuildFile(CONFIGURED_BUILD, file.slice(join(ROOT, CONFIGURED_BUILD).length + 1));
    // A link or a load of the editor (an owner's photo address may have "/admin" in it).
    expect(text, file).not.toMatch(/(?:href|src|action)=["']?\/admin|sveltia|api\.github\.com/i);
  }
});

test("npm start serves /admin/ under the editor's own policy, and every public page under the site's", async () => {
  const origin = servedOrigin("CONFIGURED_ORIGIN");
  const manifest = readSiteManifest(join(ROOT, CONFIGURED_BUILD));
  const imageOrigins = photoOrigins(everyProject, manifest.selfHostImages);
  expect(manifest.adminCsp).toBe(adminContentSecurityPolicy({ imageOrigins }));

  const admin = await fetch(`${origin}/admin/`);
  expect(admin.status).toBe(200);
  expect(admin.headers.get("content-security-policy")).toBe(manifest.adminCsp);
  expect(admin.headers.get("x-robots-tag")).toMatch(/noindex/);
  expect(admin.headers.get("cache-control")).toBe("no-store");
  expect(await admin.text()).toBe(built("admin/index.html"));

  const script = parseHtml(built("admin/index.html")).querySelector("script")!.getAttribute("src")!;
  const asset = await fetch(`${origin}${script}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toMatch(/immutable/);

  const home = await fetch(`${origin}/`);
  expect(home.headers.get("content-security-policy")).toBe(manifest.csp);
  expect(home.headers.get("x-robots-tag")).toBeNull();
});
