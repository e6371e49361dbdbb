/**
 * The owner makes the site theirs: edits the content, builds, starts. In a copy of the project of
 * its own (sharing node_modules), because its tests edit the content and `npm start` rebuilds the
 * copy's build in place; the real sources and the other tests' builds are untouched.
 *
 * Each content mistake the build refuses is a unit test of the check that refuses it, with the
 * message it names the field by (tooling/content-check.test.ts, tooling/content-files.test.ts);
 * here, once, `npm run build` itself stops on one, before Vite starts. A type error stops
 * `npm run typecheck` (which CI runs), no longer the build.
 * @runs-long: builds and starts a copy of the project as an owner edits it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { phoneE164 } from "~/content/phone";
import { company } from "~/content/site";
import {
  buildEnv,
  CONFIGURED_SETTINGS,
  copyProject,
  decodeHtml,
  fetchHtml,
  startSite,
} from "../support/site";
import { CONTACT_PATH, SERVICES_PATH } from "../support/paths";

const CONTENT = join("app", "content", "site.ts");
/** The owner's data file of the company's facts (what `npm run edit` writes). */
const COMPANY = join("app", "content", "company.json");

let copy: string;
let original: string;

beforeAll(() => {
  copy = copyProject("site-owner-");
  original = readFileSync(join(copy, CONTENT), "utf8");
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const writeContent = (text: string) => writeFileSync(join(copy, CONTENT), text);

describe("npm run build refuses content mistakes, naming the field", () => {
  test("an invalid email", () => {
    // The owner's edit, in the company's data file: the build's first step refuses it.
    const companyFile = readFileSync(join(copy, COMPANY), "utf8");
    writeFileSync(join(copy, COMPANY), companyFile.replace(`"${company.email}"`, '"hello@"'));
    const result = spawnSync("npm", ["run", "build", "--silent"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, ...buildEnv("build-bad", {}) },
    });
    writeFileSync(join(copy, COMPANY), companyFile);
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain("company.email: must be an email address");
    expect(output).toContain("The build stopped");
    // Stopped before Vite started: nothing of a build was written.
    expect(existsSync(join(copy, "build-bad"))).toBe(false);
  });
});

/** The text files of a build's client folder (compressed copies and images are derived from them). */
function builtText(buildDir: string): string {
  const client = join(copy, buildDir, "client");
  return readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => /(\.(html|js|css|json|xml|txt|webmanifest)|_headers|_redirects)$/.test(file))
    .map((file) => readFileSync(join(client, file), "utf8"))
    .join("\n");
}

describe("npm start never serves a stale site", () => {
  test("builds first when there is no build, with the settings it is given", async () => {
    // (Moved from configured/site-url.test.ts, whose build the tests' global setup now makes.)
    const site = await startSite("build", buildEnv("build", { SITE_URL: CONFIGURED_SETTINGS.SITE_URL }), {
      cwd: copy,
      timeoutMs: 600_000,
    });
    try {
      expect(site.log()).toContain("No build in build/: building it first");
      const { status, html } = await fetchHtml(site.origin, SERVICES_PATH);
      expect(status).toBe(200);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(
        `${CONFIGURED_SETTINGS.SITE_URL}${SERVICES_PATH}`,
      );
    } finally {
      await site.stop();
    }
  }, 630_000);

  test("serves an up-to-date build without rebuilding", async () => {
    // The build the test above made, after every source.
    const site = await startSite("build", {}, { cwd: copy });
    try {
      expect(site.log()).not.toMatch(/building/i);
      const { status, html } = await fetchHtml(site.origin, "/");
      expect(status).toBe(200);
      expect(decodeHtml(html)).toContain(company.name);
    } finally {
      await site.stop();
    }
  });

  test("refuses to serve after an edit the build rejects, and says what to fix", () => {
    writeContent(`${original}\nfirstSite.company.email = "hello@";\n`);
    const result = spawnSync("npm", ["start", "--silent"], {
      cwd: copy,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, BUILD_DIR: "build", HOST: "127.0.0.1", PORT: "0" },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain("app/content/site.ts changed after the build");
    expect(output).toContain("company.email: must be an email address");
    expect(output).toContain("nothing is served");
    expect(output).not.toContain("Serving");
  }, 150_000);

  test("rebuilds after the owner changes name, phone, email and address, leaving no old value behind", async () => {
    // The owner's edit: four facts, in the company's data file only, wherever they are written.
    const old: Record<string, string> = {
      name: company.name,
      display: company.phone,
      email: company.email,
      ...(company.address && { street: company.address.street }),
    };
    // Whichever of two sets of new values has nothing in common with the current ones.
    // The number dialled is not in the file: it is derived from the number shown, in the
    // company's country.
    const next = [
      {
        name: "Harbor & Vine Construction",
        display: "(555) 555-0177",
        email: "office@harborvine.example",
        street: "9 Mill Lane",
      },
      {
        name: "Stonegate Renovation Co.",
        display: "(555) 555-0123",
        email: "team@stonegate.example",
        street: "44 Orchard Street",
      },
    ].find((set) =>
      Object.entries(set).every(([k, v]) => !old[k] || (!old[k].includes(v) && !v.includes(old[k]))),
    )!;
    writeContent(original);
    let edited = readFileSync(join(copy, COMPANY), "utf8");
    for (const key of Object.keys(old) as (keyof typeof next)[]) {
      const literal = JSON.stringify(old[key]);
      expect(edited.split(literal), `${key} is written once in ${COMPANY}`).toHaveLength(2);
      edited = edited.replace(literal, JSON.stringify(next[key]));
    }
    writeFileSync(join(copy, COMPANY), edited);

    const site = await startSite("build", {}, { cwd: copy, timeoutMs: 600_000 });
    try {
      expect(site.log()).toMatch(/app\/content\/(company\.json|site\.ts) changed after the build/);
      // The build it replaced had no CONTACT_ENDPOINT, and the rebuild says where leads go.
      if (!process.env.CONTACT_ENDPOINT) {
        expect(site.log()).toContain("the contact form sends requests nowhere; set CONTACT_ENDPOINT");
      }
      const { html } = await fetchHtml(site.origin, CONTACT_PATH);
      expect(html).toContain(`href="tel:${phoneE164({ phone: next.display, country: company.country })}"`);
      expect(html).toContain(`href="mailto:${next.email}"`);
      if (old.street) expect(html).toContain(next.street);
      expect(decodeHtml(html)).toContain(next.name);
    } finally {
      await site.stop();
    }
    const built = builtText("build");
    for (const [key, value] of Object.entries(old)) {
      expect(built.includes(value), `the build still contains the old ${key} "${value}"`).toBe(false);
    }
  }, 630_000);
});
