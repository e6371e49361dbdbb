/**
 * Every production build the tests read, made once per run and shared by every file that needs it,
 * in Vitest (tests/site/) and Playwright (tests/e2e/) alike: each runner's global setup calls
 * `ensureBuilds()`, and a build whose recipe (its sources, its owner's data files and its settings)
 * is unchanged since it was made is not made again. So `npm test` builds each configuration once,
 * and a second run, or Playwright after Vitest, builds nothing.
 *
 * Two kinds: the project's own folder built into `build-<name>/` (the starter with each set of
 * settings), and another company's site in a copy of the project (`site` folder under the
 * system's temporary folder, named by the project's path, so two checkouts never share one).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { INBOX_PATH } from "./paths";
import { SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { BUILD_SOURCES } from "../../server/build-freshness.mjs";
import { copyProject, ROOT } from "../../tooling/project-copy.mjs";
import { isRunning } from "../../tooling/process-running";
import { addSampleProjectOfAnotherKind, editBusiness, editManyServices, onStarter } from "./owner-edits";

export type BuildSettings = {
  SITE_URL?: string;
  CONTACT_ENDPOINT?: string;
  SELF_HOST_IMAGES?: string;
  INBOX_HOST?: string;
  CONTENT_REPO?: string;
  CONTENT_BRANCH?: string;
};

/** The environment of a production build into `buildDir` with exactly these settings (none from the shell). */
export function buildEnv(buildDir: string, settings: BuildSettings) {
  // A production build whatever NODE_ENV says (Vite would bundle React's development build for "test").
  return {
    SITE_URL: "",
    CONTACT_ENDPOINT: "",
    SELF_HOST_IMAGES: "",
    INBOX_HOST: "",
    CONTENT_REPO: "",
    CONTENT_BRANCH: "",
    ...settings,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
  };
}

export type Recipe = {
  /** The project built: ROOT, or a copy made by `prepare` (then built into its `build/`). */
  kind: "project" | "copy";
  /** The build's folder, relative to the project built. */
  dir: string;
  settings: BuildSettings;
  /** For a copy: a folder of the owner's data files that replace app/content/. */
  owner?: string;
  /** For a copy: what else it changes before it is built (its source is part of the recipe). */
  prepare?: (copy: string) => void | Promise<void>;
  /**
   * For a copy: the files of the project `prepare` is written in or runs; their bytes are part of
   * the recipe in place of `prepare`'s text.
   */
  sources?: readonly string[];
};

/** The starter's builds, in the project's own folder. */
export const BUILDS = {
  /** What a new owner starts with: no CONTACT_ENDPOINT, the default SITE_URL. */
  starter: { kind: "project", dir: "build-test", settings: {} },
  /**
   * SITE_URL and a form service's CONTACT_ENDPOINT set (tests/e2e/configured/), and the content in
   * a GitHub repository (CONTENT_REPO): the editor at /admin/.
   */
  configured: {
    kind: "project",
    dir: "build-configured",
    settings: {
      SITE_URL: "https://builders.test",
      CONTACT_ENDPOINT: "https://forms.example.com/f/quote",
      CONTENT_REPO: "builders/site",
    },
  },
  /** The form posting to npm start's own inbox. */
  inbox: { kind: "project", dir: "build-inbox", settings: { CONTACT_ENDPOINT: INBOX_PATH } },
  /** The site and its inbox for Cloudflare (npm run cloudflare:dev). */
  cloudflare: {
    kind: "project",
    dir: "build-cloudflare",
    settings: { CONTACT_ENDPOINT: INBOX_PATH, INBOX_HOST: "cloudflare" },
  },
} as const satisfies Record<string, Recipe>;

export type BuildName = keyof typeof BUILDS;

/** Where the copies of the project live between runs: one folder per checkout. */
const COPIES = join(tmpdir(), `site-tests-${createHash("sha256").update(ROOT).digest("hex").slice(0, 10)}`);

/** The file in a build's folder naming the recipe it was made from. */
const STAMP = ".test-recipe";
/** The file in a build's folder holding what its `npm run build` printed. */
const BUILD_LOG = ".test-build.log";

/**
 * The photo cache of every copy (PHOTO_CACHE_DIR), outside them: a copy made again from a changed
 * recipe finds the photos it had encoded (the sample project's fourteen), as an owner's next build
 * does. Never needed for a correct build; the photo tests that measure a cache keep their own.
 */
const COPIES_PHOTO_CACHE = join(COPIES, "photo-cache");

const NOT_A_SOURCE = /\.test\.[cm]?[jt]sx?$/;

/** A digest of every file under `paths` (relative to `root`): names and bytes. */
function digestOf(root: string, paths: readonly string[], hash = createHash("sha256")) {
  const files = paths.flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !NOT_A_SOURCE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  });
  for (const file of files.sort()) hash.update(relative(root, file)).update("\0").update(readFileSync(file));
  return hash;
}

/**
 * What the tests run from a copy besides its build: the commands, the server, the tests and their
 * support (the unit tests beside the code among them). Not part of the recipe (they change no
 * build), but brought up to date when a copy's build is reused, so a test never runs older code.
 */
const COPY_CODE = ["scripts", "server", "tests", "vitest.config.ts", ".github"];
/** The file in a copy naming the code it holds (COPY_CODE and the tests beside the code). */
const CODE_STAMP = ".test-code";

/** The files of COPY_CODE and every test file beside the code, relative to `root`. */
function copyCodeFiles(root: string): string[] {
  const files = [...COPY_CODE, ...BUILD_SOURCES].flatMap((path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return COPY_CODE.includes(path) ? [path] : [];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && (COPY_CODE.includes(path) || NOT_A_SOURCE.test(entry.name)))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  });
  return [...new Set(files)];
}

const codeDigest = () => {
  const hash = createHash("sha256");
  for (const file of copyCodeFiles(ROOT).sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(ROOT, file)));
  return hash.digest("hex");
};

/** Brings a copy's code (COPY_CODE, the tests beside the code) to the project's, unless it already is. */
function refreshCode(folder: string) {
  const digest = codeDigest();
  const stamp = join(folder, CODE_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  for (const file of copyCodeFiles(folder)) rmSync(join(folder, file), { force: true });
  for (const file of copyCodeFiles(ROOT)) cpSync(join(ROOT, file), join(folder, file));
  writeFileSync(stamp, digest);
}

/**
 * What Vite, Rolldown and React Router print when they warn (tests/site/build-output.test.ts):
 * Rolldown's own lines start " WARN " or "[CODE] ".
 */
export const BUILD_WARNING = /warning|\(!\)|cannot be analyzed|deprecated|\bWARN\b|^\s*\[[A-Z_]+\] /i;

/** What a build is made from: the project's sources, the owner's files, the copy's changes and the settings. */
function recipeDigest(recipe: Recipe): string {
  const hash = digestOf(ROOT, BUILD_SOURCES);
  if (recipe.owner) digestOf(recipe.owner, ["."], hash.update("owner\0"));
  // A function's text is as each runner's transform rewrote it (Vitest's and Playwright's differ in
  // how they name imports): a recipe both runners read names its changes' modules in `sources`.
  if (recipe.sources) digestOf(ROOT, recipe.sources, hash.update("sources\0"));
  else if (recipe.prepare) hash.update(recipe.prepare.toString());
  return hash.update(JSON.stringify(buildEnv(recipe.dir, recipe.settings))).digest("hex");
}

/** The folder of the project a recipe builds: ROOT, or the copy named after the recipe. */
export function projectOf(name: string, recipe: Recipe): string {
  return recipe.kind === "project" ? ROOT : join(COPIES, name);
}

/** `npm run build` for a recipe, without blocking: resolves with its status and output. */
function runBuild(project: string, recipe: Recipe): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build", "--silent"], {
      cwd: project,
      env: {
        ...process.env,
        ...buildEnv(recipe.dir, recipe.settings),
        ...(recipe.kind === "copy" && { PHOTO_CACHE_DIR: COPIES_PHOTO_CACHE }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** A fresh copy of the project for a recipe: the sources, the owner's data files in app/content/, its changes. */
async function freshCopy(folder: string, recipe: Recipe) {
  rmSync(folder, { recursive: true, force: true });
  copyProject("", folder);
  if (recipe.owner) {
    const content = join(folder, "app", "content");
    // The owner's own data files replace the starter's; git keeps no empty folder: no projects folder.
    rmSync(join(content, "projects"), { recursive: true, force: true });
    cpSync(recipe.owner, content, { recursive: true });
  }
  await recipe.prepare?.(folder);
  writeFileSync(join(folder, CODE_STAMP), codeDigest());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding the lock `name` among every test process of this checkout (a folder made
 * atomically, holding its owner's process id): two files wanting one build wait for one build.
 */
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(COPIES, { recursive: true });
  const lock = join(COPIES, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A holder that died (a run stopped with Ctrl-C) leaves its lock: taken over.
      const holder = Number(existsSync(join(lock, "pid")) ? readFileSync(join(lock, "pid"), "utf8") : NaN);
      if (Number.isInteger(holder) && !isRunning(holder)) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Makes the build `name` unless it is already made from today's recipe; resolves with the folder
 * of the project built (ROOT, or its copy). Throws with the build's own output when it fails.
 */
export function ensureBuilt(name: string, recipe: Recipe): Promise<string> {
  const project = projectOf(name, recipe);
  return withLock(name, async () => {
    const stamp = join(project, recipe.dir, STAMP);
    const digest = recipeDigest(recipe);
    if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) {
      if (recipe.kind === "copy") refreshCode(project);
      // Made from these very bytes: npm start, which goes by the files' times, is told so too.
      const now = new Date();
      utimesSync(join(project, recipe.dir, SITE_MANIFEST), now, now);
      return project;
    }
    rmSync(stamp, { force: true });
    if (recipe.kind === "copy") await freshCopy(project, recipe);
    const started = Date.now();
    // The project's own builds one at a time (a copy's build holds its own lock already, `name`): React
    // Router's prerender serves a build through Vite's preview, which writes the project's route
    // types again (.react-router/types, removed first), and two at once failed on each other's files.
    const build = () => runBuild(project, recipe);
    const { status, output } = await (recipe.kind === "project" ? withLock("project-build", build) : build());
    if (status !== 0) throw new Error(`The tests' build "${name}" failed:\n${output}`);
    writeFileSync(join(project, recipe.dir, BUILD_LOG), output);
    writeFileSync(stamp, digest);
    console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return project;
  });
}

/** What the build `name` printed when it was made (ensureBuilt first). */
export function buildOutput(name: string, recipe: Recipe): string {
  return readFileSync(join(projectOf(name, recipe), recipe.dir, BUILD_LOG), "utf8");
}

/** Makes each build as ensureBuilt does, two at a time (two cores). */
export async function ensureBuilds(recipes: Record<string, Recipe>): Promise<void> {
  const waiting = Object.entries(recipes);
  const next = async (): Promise<void> => {
    const item = waiting.shift();
    if (!item) return;
    await ensureBuilt(...item);
    return next();
  };
  await Promise.all([next(), next()]);
}

/**
 * Starts the builds of `recipes`, one after another, without waiting for them: in a whole run the
 * global setup gives them the core the project's own builds leave idle (those go one at a time), and
 * the unit tests run beside them; the file that reads a build waits for it in `ensureBuilt`. One
 * that fails is made again by that file, which reports why. `stop` starts no more and resolves once
 * the one under way has ended.
 */
export function startBuilds(recipes: Record<string, Recipe>): { stop: () => Promise<void> } {
  let stopped = false;
  const lane = (async () => {
    for (const [name, recipe] of Object.entries(recipes)) {
      if (stopped) return;
      await ensureBuilt(name, recipe).catch(() => {});
    }
  })();
  return {
    stop: () => {
      stopped = true;
      return lane;
    },
  };
}

/**
 * The HTTPS origin of the inbox on a server of its own, for the pages of REMOTE_INBOX_BUILDS: a port
 * on 127.0.0.1 fixed for this checkout (named by the project's path, as COPIES is: two checkouts
 * running the test at once seldom want the same one), below the range the system hands out for free
 * ports (32768 and up), so no server a test starts on a free port takes it. Caddy in front of the
 * test's inbox listens there (tests/support/remote-inbox.ts), and says so should the port be taken.
 */
export const REMOTE_INBOX_ORIGIN = `https://127.0.0.1:${
  20_000 +
  (parseInt(createHash("sha256").update(`${ROOT} remote inbox`).digest("hex").slice(0, 8), 16) % 10_000)
}`;

/** The starter's pages for a static host, their form posting to the inbox at REMOTE_INBOX_ORIGIN. */
export const REMOTE_INBOX_BUILDS = {
  "inbox-remote": {
    kind: "project",
    dir: "build-inbox-remote",
    settings: { CONTACT_ENDPOINT: REMOTE_INBOX_ORIGIN + INBOX_PATH },
  },
} as const satisfies Record<string, Recipe>;

/** The owners' data files the owner tests build from (tests/support/owners/<name>/). */
export const OWNERS = join(ROOT, "tests", "support", "owners");

/** Another company's site from its data files alone, built as its owner builds it: with the site's own inbox. */
const ownerSite = (folder: string) =>
  ({
    kind: "copy",
    dir: "build",
    owner: join(OWNERS, folder),
    settings: { CONTACT_ENDPOINT: INBOX_PATH },
  }) as const;

/** The modules the starter's edits are made of: the edits, and the starter content they start from. */
const STARTER_EDITS = ["tests/support/owner-edits.ts", "tests/support/starter.ts", "tests/support/spec.ts"];

/**
 * Other companies' sites, and the starter as owners change it: each a copy of the project
 * (`projectOf`), built once per run by the first file that reads it (`ensureBuilt` in its
 * `beforeAll`, in Vitest and Playwright alike). No test changes a file of these copies: a test that
 * edits content or builds again makes a copy of its own. A server started on one keeps its leads
 * outside it (LEADS_DB).
 */
export const OWNER_BUILDS = {
  /** Kitchens and bathrooms, in English: no projects, questions or testimonials, no trade, no years (owner-kitchen-and-bath). */
  "kitchen-and-bath": ownerSite("kitchen-and-bath"),
  /** A company in each language the kit speaks besides English (owner-languages). */
  "berlin-builder": ownerSite("berlin-builder"),
  "madrid-builder": ownerSite("madrid-builder"),
  "lyon-builder": ownerSite("lyon-builder"),
  /**
   * The starter's content in English and Spanish (owner-bilingual), built for Cloudflare, so that
   * one build serves both hosts: npm start serves it and runs its inbox as on a server of its own
   * (INBOX_HOST changes only the privacy page's processor), and cloudflare:dev finds it ready, with
   * each language's form and inbox kit in its Worker.
   */
  bilingual: {
    ...ownerSite("bilingual"),
    settings: { CONTACT_ENDPOINT: INBOX_PATH, INBOX_HOST: "cloudflare" },
  },
  /** The starter with the owner's hours, towns, legal notice, a renamed and a new service, a fourth project (owner-business). */
  business: {
    kind: "copy",
    dir: "build",
    settings: {},
    prepare: onStarter(editBusiness),
    sources: STARTER_EDITS,
  },
  /** The starter with twelve services, some of long titles, and a long company name (owner-many-services). */
  "many-services": {
    kind: "copy",
    dir: "build",
    settings: {},
    prepare: onStarter(editManyServices),
    sources: STARTER_EDITS,
  },
  /** The starter with the sample project: twelve phone photos and a before-and-after pair (project-gallery). */
  "sample-project": {
    kind: "copy",
    dir: "build",
    settings: {},
    prepare: onStarter(addSampleProjectOfAnotherKind),
    sources: [...STARTER_EDITS, "scripts/sample-project.mjs"],
  },
} as const satisfies Record<string, Recipe>;

export type OwnerBuildName = keyof typeof OWNER_BUILDS;
