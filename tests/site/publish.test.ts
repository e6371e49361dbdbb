/**
 * A push publishes the site on the owner's server (@runs-long: it builds the site once): npm start
 * takes GitHub's webhook, signed as GitHub signs it, for a push to a repository that is a local bare
 * one here (the server's `origin`), fetches it, checks and builds it beside the site in service, and
 * switches to it. What a visitor sees meanwhile, what a mistake does, and what the owner is told.
 * (The real GitHub is not reached from here: the webhook's payload is GitHub's documented one.)
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signature } from "../../server/publish/webhook.mjs";
import { ownerWords } from "#shared/copy/owner.ts";
import { BUILDS } from "../support/builds";
import { VALID } from "../support/hostile-clients";
import { INBOX_PATH, PUBLISH_PATH, SERVICES_PATH } from "../support/paths";
import { copyProject, ROOT, startSite, type RunningSite } from "../support/site";
import { readable, startSmtp, type Smtp } from "../support/smtp";

/** The owner's mail when a push is not published, in the owner's language (the site's first). */
const { publishMail } = ownerWords;
const SECRET = "a-secret-for-the-tests-".padEnd(40, "x");
/** The editor's OAuth secret, in npm start's environment: never in a build it publishes. */
const OAUTH_SECRET = "an-oauth-secret-never-built-0123456789";
const OWNER_MAIL = "owner@ridgeline.test";
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "Owner",
  GIT_AUTHOR_EMAIL: OWNER_MAIL,
  GIT_COMMITTER_NAME: "Owner",
  GIT_COMMITTER_EMAIL: OWNER_MAIL,
};

let folder: string;
/** The site's folder on the server: a clone whose origin is the owner's repository. */
let server: string;
/** The owner's own clone, where a change is made and pushed (as the editor does on GitHub). */
let owner: string;
let site: RunningSite;
let smtp: Smtp;

function git(cwd: string, ...args: string[]) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...GIT_IDENTITY } });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const status = () => {
  const file = join(server, "data/publish/status.json");
  return existsSync(file) ? readJson(file) : undefined;
};

/** A change in the owner's clone, committed and pushed. */
function push(change: () => void, message: string) {
  change();
  git(owner, "add", "-A");
  git(owner, "commit", "--quiet", "-m", message);
  git(owner, "push", "--quiet", "origin", "main");
  return git(owner, "rev-parse", "HEAD");
}

/** GitHub's push delivery for the owner's last push, to npm start's webhook. */
const deliver = (commit: string, delivery = randomUUID()) =>
  fetch(site.origin + PUBLISH_PATH, deliveryOf(commit, delivery));

/** The request of GitHub's push delivery of `commit`, signed as GitHub signs it. */
function deliveryOf(commit: string, delivery: string = randomUUID()): RequestInit {
  const body = JSON.stringify({
    ref: "refs/heads/main",
    before: "0".repeat(40),
    after: commit,
    deleted: false,
    repository: { full_name: "ridgeline-builders/website" },
    head_commit: { id: commit },
  });
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-GitHub-Event": "push",
      "X-GitHub-Delivery": delivery,
      "X-Hub-Signature-256": signature(SECRET, body),
    },
    body,
  };
}

/** Waits for the publish of `commit` to end (live or failed); every page asked for meanwhile must answer 200. */
async function publishOf(commit: string) {
  const started = Date.now();
  let asked = 0;
  const refused: number[] = [];
  for (;;) {
    const answer = await fetch(site.origin + "/");
    await answer.arrayBuffer();
    asked += 1;
    if (answer.status !== 200) refused.push(answer.status);
    const now = status();
    if (now?.commit === commit && now.state !== "publishing") {
      return { ...now, asked, refused };
    }
    if (Date.now() - started > 180_000) throw new Error(`No publish of ${commit} in 180 s:\n${site.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const home = async () => (await fetch(site.origin + "/")).text();
const lead = (service: string) =>
  fetch(site.origin + INBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ ...VALID, service }),
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "site-publish-"));
  server = copyProject("", join(folder, "server"));
  git(server, "init", "--quiet", "-b", "main");
  git(server, "add", "-A");
  git(server, "commit", "--quiet", "-m", "The site");
  git(folder, "clone", "--quiet", "--bare", server, "origin.git");
  git(server, "remote", "add", "origin", join(folder, "origin.git"));
  git(server, "fetch", "--quiet", "origin");
  git(folder, "clone", "--quiet", join(folder, "origin.git"), "owner");
  owner = join(folder, "owner");
  // The site in service before any push: the run's build with the inbox (made from these sources).
  cpSync(join(ROOT, BUILDS.inbox.dir), join(server, "build"), { recursive: true });
  smtp = await startSmtp();
  site = await startSite(
    "build",
    {
      PUBLISH_SECRET: SECRET,
      GITHUB_CLIENT_SECRET: OAUTH_SECRET,
      LEADS_DB: join(folder, "leads.sqlite"),
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: OWNER_MAIL,
      ACCESS_LOG: "off",
    },
    { cwd: server },
  );
});

afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("a push to the content branch", () => {
  it("is served once built, with the new service's requests taken, and never a request refused", async () => {
    const services = join(owner, "app/content/services.json");
    const { services: list } = readJson(services);
    const before = await home();
    const assets = readdirSync(join(server, "build/client/assets"));
    // The new service's requests are refused until the publish (the form does not offer it).
    expect((await lead("Deck Building")).status).toBe(422);

    const commit = push(() => {
      writeJson(services, {
        services: [...list, { ...list[0], slug: "deck-building", title: "Deck Building" }],
      });
    }, "A new service");
    const delivered = Date.now();
    const answer = await deliver(commit);
    expect(answer.status).toBe(202);
    expect(await answer.text()).toMatch(/^Publishing: live in .*, if the check passes\.\n$/);

    const published = await publishOf(commit);
    expect(published.state).toBe("live");
    // The publish has ended; npm start then serves its build (pages and inbox) from the next request on.
    await vi.waitFor(() => expect(site.log()).toMatch(/Serving the new build \(published\)/), {
      timeout: 10_000,
    });
    const seconds = (Date.now() - delivered) / 1000;
    console.log(`Published in ${seconds.toFixed(1)} s (${published.asked} requests meanwhile).`);
    expect(published.refused).toEqual([]);
    expect(before).not.toContain("Deck Building");
    expect(await home()).toContain("Deck Building");
    const page = await fetch(`${site.origin}${SERVICES_PATH}/deck-building`);
    expect(
      page.status,
      `${page.url}: ${readFileSync(join(server, "build/site.json"), "utf8").slice(0, 1500)}`,
    ).toBe(200);
    expect((await lead("Deck Building")).status).toBe(201);
    // Pages loaded before the switch still get their scripts and styles.
    for (const asset of assets) expect((await fetch(`${site.origin}/assets/${asset}`)).status).toBe(200);
    // The site's folder is at the commit, and the build serves through the link a publish replaces.
    expect(git(server, "rev-parse", "HEAD")).toBe(commit);
    expect(lstatSync(join(server, "build")).isSymbolicLink()).toBe(true);
    expect(readJson(join(server, "build/site.json")).commit).toBe(commit);
    // No secret of npm start's in any file of the build (its pages, its Worker, its settings).
    const leaked = spawnSync("grep", ["-rlF", "-e", SECRET, "-e", OAUTH_SECRET, join(server, "builds")], {
      encoding: "utf8",
    });
    expect(leaked.stdout).toBe("");
    expect(leaked.status).toBe(1);
  });

  it("that is already live builds nothing again (a delivery sent again under a new ID)", async () => {
    const live = status();
    const builds = readdirSync(join(server, "builds"));
    const answer = await deliver(live.commit);
    expect(answer.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(status()).toMatchObject({ state: "live", commit: live.commit });
    expect(readdirSync(join(server, "builds"))).toEqual(builds);
  });

  it("with a content mistake is not served, and the owner's mail says what to fix", async () => {
    const before = await home();
    const served = git(server, "rev-parse", "HEAD");
    const company = join(owner, "app/content/company.json");
    const commit = push(() => writeJson(company, { ...readJson(company), email: "not an address" }), "Typo");
    expect((await deliver(commit)).status).toBe(202);

    const published = await publishOf(commit);
    expect(published.state).toBe("failed");
    expect(published.refused).toEqual([]);
    expect(published.problem).toMatch(/^The build stopped: fix this first\.\n {2}- .*email/);
    expect(await home()).toBe(before);
    expect(git(server, "rev-parse", "HEAD")).toBe(served);
    // The owner's mail, beside the request the test sent before (the inbox's mail).
    const mail = await vi.waitFor(
      () => {
        const sent = smtp.mails.find((mail) => readable(mail).includes(publishMail.stillBefore));
        if (!sent) throw new Error(`No mail to the owner yet:\n${site.log()}`);
        return sent;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(mail.to).toEqual([OWNER_MAIL]);
    const text = readable(mail);
    expect(text).toContain(publishMail.notLive("Typo", commit.slice(0, 7)));
    expect(text).toMatch(
      // The build's own line naming the field (its words in the owner's language).
      /The build stopped: fix this first\.\r?\n {2}- company\.email: \S/,
    );
    expect(text).toContain(publishMail.stillBefore);
  });

  it("that changes more than the data files and photos (code, packages) is not built, and says to update by hand", async () => {
    const packages = join(owner, "package.json");
    const commit = push(() => {
      const fixed = readJson(join(owner, "app/content/company.json"));
      writeJson(join(owner, "app/content/company.json"), { ...fixed, email: VALID.email });
      writeJson(packages, { ...readJson(packages), description: "changed" });
      // Code, though among the content's files; and a photo that is a link to a file of the server's.
      writeFileSync(
        join(owner, "app/content/site.ts"),
        `${readFileSync(join(owner, "app/content/site.ts"), "utf8")}\n// changed\n`,
      );
      symlinkSync("/etc/hostname", join(owner, "app/content/photos/porch.jpg"));
    }, "New packages");
    expect((await deliver(commit)).status).toBe(202);
    const published = await publishOf(commit);
    expect(published.state).toBe("failed");
    expect(published.problem).toMatch(
      /^\w{7} changes more than the content \(app\/content\/photos\/porch\.jpg, app\/content\/site\.ts, package\.json\): a push publishes only the data files and photos in app\/content\/\. Update the server by hand/,
    );
  });
});

describe("with PUBLISH_VIA=service (the publishing service publishes, as deploy/'s units set it up)", () => {
  it("npm start leaves a request, the service's publish serves it after npm start's reload (SIGHUP)", async () => {
    const dir = join(folder, "service-publish");
    const services = join(owner, "app/content/services.json");
    const commit = push(() => {
      git(owner, "checkout", "HEAD~1", "--", "package.json", "app/content/site.ts");
      rmSync(join(owner, "app/content/photos/porch.jpg"));
      const { services: list } = readJson(services);
      writeJson(services, {
        services: list.map((s: { title: string }) =>
          s.title === "Deck Building" ? { ...s, title: "Decks and Patios" } : s,
        ),
      });
    }, "Decks and patios");
    const service = await startSite(
      "build",
      { PUBLISH_SECRET: SECRET, PUBLISH_VIA: "service", PUBLISH_DIR: dir, ACCESS_LOG: "off" },
      { cwd: server },
    );
    try {
      const answer = await fetch(service.origin + PUBLISH_PATH, deliveryOf(commit));
      expect(answer.status).toBe(202);
      expect(await answer.text()).toMatch(/^Publishing \(by the publishing service\)/);
      expect(existsSync(join(dir, "request"))).toBe(true);

      // What site-publish.service runs, as systemd starts it on the request.
      const published = spawnSync(process.execPath, ["scripts/publish.mjs"], {
        cwd: server,
        env: { ...process.env, PUBLISH_DIR: dir },
        encoding: "utf8",
      });
      expect(published.status, published.stdout + published.stderr).toBe(0);
      expect(existsSync(join(dir, "request"))).toBe(false);
      expect(readJson(join(dir, "status.json"))).toMatchObject({ state: "live", commit });
      // npm start still serves the build it had, until systemd reloads it.
      expect(await (await fetch(service.origin + "/")).text()).not.toContain("Decks and Patios");
      service.hangUp();
      await vi.waitFor(
        async () => expect(await (await fetch(service.origin + "/")).text()).toContain("Decks and Patios"),
        { timeout: 10_000, interval: 100 },
      );
      expect(service.log()).toMatch(/Serving the new build \(SIGHUP\)/);
    } finally {
      await service.stop();
    }
  });
});

describe("a publish whose status cannot be written (a full disk)", () => {
  it("is not failed for that: it ends well and says what to free", () => {
    const blocked = join(folder, "a-file-not-a-folder");
    writeFileSync(blocked, "");
    const run = spawnSync(process.execPath, ["scripts/publish.mjs"], {
      cwd: server,
      env: { ...process.env, PUBLISH_DIR: join(blocked, "publish") },
      encoding: "utf8",
    });
    expect(run.stdout).toMatch(/Already live: \w{7}\./);
    expect(run.stderr).toMatch(/The publish's status could not be written to .*: free space on the disk\./);
    expect(run.status).toBe(0);
  });
});

describe("a push that rewrote the branch's history (a force-push)", () => {
  it("is not built, and says why", async () => {
    // The owner's branch made again from before what the server has.
    const served = git(server, "rev-parse", "HEAD");
    git(owner, "fetch", "--quiet", "origin");
    git(owner, "reset", "--quiet", "--hard", `${served}~1`);
    const company = join(owner, "app/content/company.json");
    writeJson(company, { ...readJson(company), name: "Rewritten Builders" });
    git(owner, "commit", "--quiet", "-am", "Rewritten");
    git(owner, "push", "--quiet", "--force", "origin", "main");
    const commit = git(owner, "rev-parse", "HEAD");
    expect((await deliver(commit)).status).toBe(202);
    const published = await publishOf(commit);
    expect(published.state).toBe("failed");
    expect(published.problem).toMatch(/does not follow what this server has .*: its history was rewritten/);
    expect(await home()).not.toContain("Rewritten Builders");
    expect(git(server, "rev-parse", "HEAD")).toBe(served);
  });
});

describe("npm start with PUBLISH_SECRET", () => {
  it("refuses a secret too short to be safe, saying how to make one", async () => {
    await expect(startSite("build", { PUBLISH_SECRET: "short" }, { cwd: server })).rejects.toThrow(
      /PUBLISH_SECRET must be 32 characters or more \(it has 5\): make one with openssl rand -hex 32/,
    );
  });
});
