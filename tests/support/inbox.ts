import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { noisyPhotoOnce } from "./photos";
import { INBOX_PATH } from "./paths";
import { PHOTOS } from "#shared/contact/fields.ts";
// Types only: Vitest's files import this module too, and Playwright's fixtures are not for them.
import type { ConsoleLog } from "./fixtures";
import { send, type Answer, type RunningHost } from "./hosts";
import { BUILDS } from "./builds";
import { nodeScript, ROOT, startSite, type RunningSite } from "./site";
import { startCloudflare, type RunningCloudflare } from "./cloudflare";

/**
 * The hooks of the runner a test file runs in, which this module leaves to it: Vitest's
 * `{ beforeEach, afterEach }` or `{ beforeAll, afterAll }` as imported from "vitest" (Playwright's
 * `test.beforeEach`… fit too). This module imports neither runner, so files of both import it.
 */
type Hook = (fn: () => void | Promise<void>) => void;

/** A test's own inbox, and npm start on it once the test starts it. */
export type OwnInbox = { inbox: Inbox; site: RunningSite | undefined };

/** Stops the server the test started on its inbox, and removes the inbox's database. */
async function endInbox(own: OwnInbox) {
  await own.site?.stop();
  own.inbox.remove();
}

/**
 * A fresh inbox for each test of the file that calls it: `each.inbox` is the test's own (its
 * database removed after it), and `each.site`, once the test starts npm start on it, is stopped after it.
 */
export function inboxForEachTest({ beforeEach, afterEach }: { beforeEach: Hook; afterEach: Hook }) {
  const each = {} as OwnInbox;
  beforeEach(() => {
    each.inbox = createInbox();
    each.site = undefined;
  });
  afterEach(() => endInbox(each));
  return each;
}

/**
 * A fresh inbox for the one test that calls it, ended as inboxForEachTest's when the test finishes
 * (`onFinished`: Vitest's test context's `onTestFinished`): for tests that run side by side.
 */
export function inboxForTest(onFinished: Hook): OwnInbox {
  const own: OwnInbox = { inbox: createInbox(), site: undefined };
  onFinished(() => endInbox(own));
  return own;
}

/** The browser reports the inbox's answer to a refused form post (the page that says why) as an error. */
export const expectRefusal = (consoleLog: ConsoleLog, status: number) =>
  consoleLog.expect(
    (e) =>
      e.url.endsWith(INBOX_PATH) &&
      e.text.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  );

/** The build whose form posts to npm start's own inbox (made once per run, tests/support/builds.ts). */
export const INBOX_BUILD = BUILDS.inbox.dir;

export type Lead = { id: number; name: string; email: string; phone: string; message: string };

export type Inbox = {
  /** The leads database of this inbox (a fresh temporary file). */
  db: string;
  /** Starts (or restarts) npm start on the inbox build with this database, and any further settings. */
  start: (env?: Record<string, string>) => Promise<RunningSite>;
  /** The stored leads, read from the database as `npm run leads` reads it. */
  leads: () => Lead[];
  /** `npm run leads` (with any arguments) on this database: its output. */
  leadsCommand: (...args: string[]) => string;
  /** Removes the temporary database. */
  remove: () => void;
};

/** The hosts the site's own inbox runs on: npm start's server, and Cloudflare (npm run cloudflare:dev). */
export const INBOX_HOSTS = ["npm start", "cloudflare:dev"] as const;
export type InboxHost = (typeof INBOX_HOSTS)[number];

/** A fresh inbox on `host`: its own database (npm start) or its own local Cloudflare (D1, R2, mail). */
export function createInboxOn(host: InboxHost): Inbox {
  if (host === "npm start") return createInbox();
  const state = mkdtempSync(join(tmpdir(), "site-cloudflare-"));
  let running: RunningCloudflare | undefined;
  const current = () => {
    if (!running) throw new Error("start the inbox first");
    return running;
  };
  return {
    db: state,
    start: async (env = {}) => {
      running = await startCloudflare(env, { state });
      return { origin: running.origin, log: running.log, stop: running.stop, kill: running.stop };
    },
    leads: () =>
      current()
        .rows()
        .map(({ id, name, email, phone, message }) => ({ id, name, email, phone, message }) as Lead),
    leadsCommand: (...args) => {
      const result = current().leads(...args);
      if (result.status !== 0) throw new Error(`npm run leads failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    },
    remove: () => rmSync(state, { recursive: true, force: true }),
  };
}

export function createInbox(): Inbox {
  const dir = mkdtempSync(join(tmpdir(), "leads-"));
  const db = join(dir, "leads.sqlite");
  return {
    db,
    start: (env = {}) => startSite(INBOX_BUILD, { LEADS_DB: db, ...env }),
    leads: () => {
      const connection = new DatabaseSync(db);
      try {
        return connection
          .prepare("SELECT id, name, email, phone, message FROM leads ORDER BY id")
          .all() as Lead[];
      } finally {
        connection.close();
      }
    },
    leadsCommand: (...args) => {
      const result = spawnSync(process.execPath, [...nodeScript("leads"), ...args], {
        cwd: ROOT,
        env: { ...process.env, LEADS_DB: db, BUILD_DIR: INBOX_BUILD },
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`npm run leads failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type InboxBehindHost = {
  inbox: Inbox;
  /** npm start on the inbox build, behind the host (TRUST_PROXY=1). */
  site: RunningSite;
  /** The host running the build's own rules (nginx.conf, Caddyfile), passing /api/ to `site`. */
  host: RunningHost;
  /** POSTs `body` to the inbox through the host over HTTPS, from a page of the host's origin. */
  post: (body: string | Buffer, type: string, headers?: Record<string, string>) => Promise<Answer>;
};

type StartHost = (buildDir: string, options: { inboxUpstream: string }) => Promise<RunningHost>;

/** An inbox behind a host, started by `start()` (its fields set then) and ended by `stop()`. */
function inboxBehindHost(startHost: StartHost) {
  const behind = {
    post: (body, type, headers = {}) =>
      send(behind.host.origin + INBOX_PATH, {
        method: "POST",
        ca: behind.host.ca!,
        body,
        headers: { "Content-Type": type, Origin: behind.host.origin, ...headers },
      }),
    start: async () => {
      behind.inbox = createInbox();
      behind.site = await behind.inbox.start({ TRUST_PROXY: "1", LEADS_RATE_LIMIT: "100" });
      behind.host = await startHost(INBOX_BUILD, { inboxUpstream: behind.site.origin });
    },
    stop: async () => {
      await behind.host?.stop();
      await behind.site?.stop();
      behind.inbox?.remove();
    },
  } as InboxBehindHost & { start: () => Promise<void>; stop: () => Promise<void> };
  return behind;
}

/**
 * A test file's own inbox behind a host, as docs/deploy.md describes: npm start (TRUST_PROXY=1,
 * LEADS_RATE_LIMIT=100) started before the file's tests with the host in front of it, all stopped
 * after them (the file's `hooks`). Its fields are set once the file's tests run.
 * @param startHost startNginx or startCaddy (./hosts.ts)
 */
export function inboxBehind(
  startHost: StartHost,
  { beforeAll, afterAll }: { beforeAll: Hook; afterAll: Hook },
): InboxBehindHost {
  const behind = inboxBehindHost(startHost);
  beforeAll(behind.start);
  afterAll(behind.stop);
  return behind;
}

/**
 * The same for the one test that calls it, stopped when it finishes (`onFinished`: Vitest's test
 * context's `onTestFinished`): for tests that run side by side.
 */
export async function inboxBehindForTest(startHost: StartHost, onFinished: Hook): Promise<InboxBehindHost> {
  const behind = inboxBehindHost(startHost);
  onFinished(behind.stop);
  await behind.start();
  return behind;
}

/**
 * A phone on a poor connection sending a 3 MB photo with the form through the host: 16 KB every
 * 250 ms (64 KB/s, over 40 s in all). Resolves with the answer and how long it took, in seconds.
 */
export async function sendPhotoSlowly(behind: InboxBehindHost, message: string) {
  const photo = await noisyPhotoOnce(2400, 1800, { quality: 85 });
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: "Ada Lovelace", email: "ada@example.com", message }))
    form.append(key, value);
  form.append(PHOTOS.field, new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "roof.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const started = Date.now();
  const answer = await send(behind.host.origin + INBOX_PATH, {
    method: "POST",
    ca: behind.host.ca!,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { "Content-Type": request.headers.get("content-type")!, Origin: behind.host.origin },
    trickle: { chunk: 16 * 1024, everyMs: 250 },
  });
  return { answer, photo, seconds: (Date.now() - started) / 1000 };
}
