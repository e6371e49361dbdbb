// @vitest-environment node
/**
 * The documentation says nothing that is not so: every repository path, every `npm run` script and
 * every environment variable named in the README and in docs/ (and in deploy/'s step list) exists:
 * the file or folder, the script in package.json, the variable in the code that reads it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

export const DOCUMENTS = [
  "README.md",
  "deploy/README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The folders whose code reads the environment, and the kinds of file that count as code. */
const CODE_FOLDERS = ["app", "server", "scripts", "tooling", "deploy", "tests/support", ".github"];
const CODE_FILES = /\.(ts|tsx|mjs|js|sh|service|yml)$/;
/** Read by Node.js or the system itself, not by this project's code. */
const NOT_OURS = new Set(["NODE_EXTRA_CA_CERTS"]);
/** Files the guides use as examples of what an owner adds (a project, its photo), never shipped. */
const EXAMPLE_PATH = /smith-|\/your-|sample-project-generated-photos\.json$/;
/** Files the guides name as gone: the build stops while an old one is still there. */
const GONE = new Set(["app/content/projects.json"]);
/** The owner's own folders, which an owner may have emptied (git keeps no empty folder): no projects yet. */
const OWNERS_FOLDER = /^app\/content\/projects\/?$/;
/** Where the build, the inbox and the tests write: not in the repository. */
const MADE_BY_RUNNING = /^(build|build-[^/]+|data|reports|test-results|playwright-report|node_modules)(\/|$)/;
const TOP = /^(app|server|scripts|tooling|deploy|docs|tests|public|\.ci|\.github)\//;

function codeFiles(folder: string): string[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => CODE_FILES.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => join(dir, file));
}

let code: string | undefined;
/** All of the code that may read a variable, as one text. */
const allCode = () =>
  (code ??= [...CODE_FOLDERS.flatMap(codeFiles), join(ROOT, "playwright.config.ts")]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n"));

/** The inline code spans and the link targets of a Markdown text. */
function spans(markdown: string) {
  const withoutBlocks = markdown.replace(/```[\s\S]*?```/g, "");
  return {
    code: [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
    blocks: [...markdown.matchAll(/```\w*\n([\s\S]*?)```/g)].map((m) => m[1]!),
    links: [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
  };
}

/**
 * What a document names that does not exist: paths (from the repository's root in code spans and
 * blocks, from the document's folder in links), `npm run` scripts, environment variables.
 */
export function drift(document: string, markdown: string) {
  const { code: inline, blocks, links } = spans(markdown);
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
  ).scripts;
  const missing: string[] = [];

  const paths = new Set<string>();
  for (const text of [...inline, ...blocks]) {
    for (const token of text.split(/[\s,;()'"=]+/)) {
      const path = token.replace(/^\.\//, "").replace(/[.:]+$/, "");
      if (TOP.test(path) && !/[<>*…{}]/.test(path)) paths.add(path);
    }
  }
  for (const path of paths) {
    if (EXAMPLE_PATH.test(path) || MADE_BY_RUNNING.test(path) || GONE.has(path) || OWNERS_FOLDER.test(path))
      continue;
    if (!existsSync(join(ROOT, path))) missing.push(`file ${path}`);
  }
  for (const link of links) {
    if (/^[a-z]+:/.test(link) || link.startsWith("#")) continue;
    const target = link.split("#")[0]!;
    const path = relative(ROOT, resolve(ROOT, dirname(document), decodeURI(target)));
    if (
      !existsSync(join(ROOT, path)) ||
      (target.endsWith("/") && !statSync(join(ROOT, path)).isDirectory())
    ) {
      missing.push(`link ${link}`);
    }
  }

  for (const [, script] of markdown.matchAll(/npm run ([\w-]+(?::[\w-]+)*)/g)) {
    if (!scripts[script!]) missing.push(`script npm run ${script}`);
  }

  const variables = new Set([
    ...[...markdown.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)].map((m) => m[1]!),
    // A name without an underscore, as it is set: `PORT=8080 npm start`.
    ...[...markdown.matchAll(/(?<![\w-])([A-Z][A-Z0-9]{2,})=/g)].map((m) => m[1]!),
  ]);
  for (const name of variables) {
    if (NOT_OURS.has(name)) continue;
    if (!new RegExp(`\\b${name}\\b`).test(allCode())) missing.push(`variable ${name}`);
  }
  return missing;
}

describe("the documentation names only what exists", () => {
  it.each(DOCUMENTS)("%s", (document) => {
    expect(drift(document, readFileSync(join(ROOT, document), "utf8"))).toEqual([]);
  });

  it("finds a path, a link, a script and a variable that do not exist", () => {
    const wrong = [
      "Edit `app/content/site.json` ([the guide](docs/owner-gide.md)), run `npm run edt`,",
      "then `SITE_ADRESS=https://x.example` and `PORTT=8080 npm start`.",
    ].join("\n");
    expect(drift("README.md", wrong)).toEqual([
      "file app/content/site.json",
      "link docs/owner-gide.md",
      "script npm run edt",
      "variable SITE_ADRESS",
      "variable PORTT",
    ]);
    // The same, named rightly, passes.
    const right = wrong
      .replace("site.json", "site.ts")
      .replace("owner-gide", "owner-guide")
      .replace("edt", "edit")
      .replace("SITE_ADRESS", "SITE_URL")
      .replace("PORTT", "PORT");
    expect(drift("README.md", right)).toEqual([]);
  });
});

describe("the owner's guide lists what the content allows", () => {
  it("names every icon a card or a service may have, and no other", async () => {
    const { iconNames } = await import("../app/content/schema");
    const guide = readFileSync(join(ROOT, "docs/owner-guide.md"), "utf8");
    const listed = /^Icons \([^)]*\): ([^]*?)\n\n/m.exec(guide)?.[1] ?? "";
    expect([...listed.matchAll(/`([a-z]+)`/g)].map((m) => m[1]).sort()).toEqual([...iconNames].sort());
  });
});
