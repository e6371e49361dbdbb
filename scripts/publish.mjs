// @ts-check
/**
 * Publishes the newest commit of the content branch on this server, as npm start does when GitHub's
 * push webhook arrives (server/publish/), or by hand: `node scripts/publish.mjs` in the site's folder.
 *
 * 1. Fetches the branch (CONTENT_BRANCH, default main) from `origin`: only a fast-forward of what
 *    this folder has, changing only the owner's data files and photos (never code or a link).
 * 2. Builds that commit in a folder of its own (a git worktree under builds/), with the settings of
 *    the build in service; the build's first step checks the content.
 * 3. Puts the new build in service: BUILD_DIR becomes a link to it, in one rename
 *    (server/build-switch.mjs); the builds before stay a while, for pages still open. Then it
 *    fast-forwards the site's folder.
 *
 * If any step fails, the site keeps serving what it served, and the owner's mail (SMTP_URL and
 * LEADS_NOTIFY_TO, the inbox's) says what to fix, in the build's own words. What happened is in
 * PUBLISH_DIR/status.json (state, commit, seconds; never any content). Exits 0 when the branch's
 * newest commit is in service, 1 when not.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { rebuildEnv } from "../server/build-freshness.mjs";
import {
  buildsFolder,
  carryAssets,
  newBuildFolder,
  pruneBuilds,
  servedBuild,
  switchBuild,
} from "../server/build-switch.mjs";
import { smtpTransport } from "../server/leads/mail-server.mjs";
import { ownerWords } from "#shared/copy/owner.ts";
import { PUBLISH_REQUEST, publishEnv } from "../server/publish/publisher.mjs";
import { notPublishable, PUBLISHABLE } from "../server/publish/publishable.mjs";
import { NOT_FOUND_PAGE } from "#shared/policy.mjs";
import { readSiteManifest, SITE_MANIFEST } from "#shared/site-manifest.mjs";
import { isInbox } from "#shared/contact/fields.ts";

const root = process.cwd();
const env = process.env;
const link = resolve(root, env.BUILD_DIR?.trim() || "build");
// The branch the build in service was made for (its CONTENT_BRANCH), unless set here.
const branch =
  env.CONTENT_BRANCH?.trim() ||
  (existsSync(link) ? readSiteManifest(link).contentBranch : undefined) ||
  "main";
const dir = resolve(root, env.PUBLISH_DIR?.trim() || "data/publish");
const source = join(buildsFolder(link), ".source");
const started = Date.now();
const { publishMail } = ownerWords;

/** What a build's output says after this line is what the owner must fix (scripts/check-site.mjs). */
const STOPPED = "The build stopped:";

/** @param {string[]} args @param {string} [cwd] */
function git(args, cwd = root) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** @param {import("../server/publish/publisher.mjs").PublishStatus} status */
function record(status) {
  // Only a record: a disk that takes nothing never turns a publish that went live into a failed
  // one (npm start would not serve it), nor hides the reason of one that failed.
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "status.json.new"), `${JSON.stringify(status)}\n`);
    renameSync(join(dir, "status.json.new"), join(dir, "status.json"));
  } catch (error) {
    console.error(
      `The publish's status could not be written to ${dir} (${error instanceof Error ? error.message : error}): free space on the disk.`,
    );
  }
}

/** Runs a command, its output shown as it comes and kept. @param {string} command @param {string[]} args @param {{ cwd: string, env: NodeJS.ProcessEnv }} options */
function run(command, args, options) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    // npm start stopping stops the build too (the SIGTERM handler below).
    building = child;
    child.on("close", (code) => {
      building = undefined;
      done({ ok: code === 0, output });
    });
  });
}

/** The lines of a failed build the owner acts on: the check's list, else its last lines. @param {string} output */
function whatToFix(output) {
  const lines = output.split("\n");
  const at = lines.findIndex((line) => line.includes(STOPPED));
  const shown = at === -1 ? lines.filter((line) => line.trim()).slice(-15) : lines.slice(at);
  return shown.join("\n").trim();
}

/**
 * Tells the owner, by the inbox's mail, that a publish stopped; says so when it cannot.
 * @param {string | undefined} commit the commit not published (none: the push could not be fetched)
 * @param {string} problem
 */
async function mailOwner(commit, problem) {
  const to = env.LEADS_NOTIFY_TO?.trim();
  if (!env.SMTP_URL?.trim() || !to) {
    console.error("No mail sent (set SMTP_URL and LEADS_NOTIFY_TO to be told by mail).");
    return;
  }
  const subject = commit ? git(["log", "-1", "--format=%s", commit]).out : "";
  const transport = smtpTransport(env.SMTP_URL.trim());
  try {
    await transport.sendMail({
      to,
      from: env.LEADS_NOTIFY_FROM?.trim() || to,
      subject: publishMail.subject,
      text: [
        commit
          ? publishMail.notLive(subject || commit.slice(0, 7), commit.slice(0, 7))
          : publishMail.notFetched,
        "",
        problem,
        "",
        publishMail.stillBefore,
      ].join("\n"),
    });
  } catch (error) {
    console.error(`The mail to ${to} could not be sent: ${error instanceof Error ? error.message : error}`);
  } finally {
    transport.close();
  }
}

/** The branch's newest commit, once fetched. @type {string | undefined} */
let fetched;

async function publish() {
  // A push from now on asks for one more publish (PUBLISH_VIA=service): this one fetches what is there now.
  try {
    rmSync(join(dir, PUBLISH_REQUEST), { force: true });
  } catch {
    // No folder to hold a request (it could not be made): none to take.
  }
  const fetch = git(["fetch", "--quiet", "origin", `refs/heads/${branch}`]);
  if (!fetch.ok) throw new Error(`The branch ${branch} could not be fetched from origin: ${fetch.err}`);
  const next = git(["rev-parse", "FETCH_HEAD"]).out;
  fetched = next;
  const head = git(["rev-parse", "HEAD"]).out;
  const served = existsSync(link) ? readSiteManifest(link).commit : undefined;
  if (next === head && served === next) {
    console.log(`Already live: ${next.slice(0, 7)}.`);
    return next;
  }
  record({ state: "publishing", commit: next, at: new Date().toISOString() });
  if (!git(["merge-base", "--is-ancestor", "HEAD", next]).ok) {
    throw new Error(
      `${branch} at ${next.slice(0, 7)} does not follow what this server has (${head.slice(0, 7)}): its history was rewritten. Publish by hand: git fetch, look at the difference, then git reset and deploy/build.sh.`,
    );
  }
  // Only the owner's data files and photos are published this way: a build runs the site's code,
  // here as the server's own user (root under systemd), so code (app/content/ has some too),
  // settings and packages change only by hand; and never a link, which could make the build read
  // a file of the server's.
  const changed = git(["diff", "--raw", "--no-renames", "HEAD", next]).out.split("\n").filter(Boolean);
  const notContent = changed.flatMap((line) => {
    const [modes = "", path = ""] = line.split("\t");
    const mode = modes.split(" ")[1] ?? "";
    const link = mode === "120000" || mode === "160000";
    return link || !PUBLISHABLE.some((pattern) => pattern.test(path)) ? [path] : [];
  });
  if (notContent.length > 0) throw new Error(notPublishable(next.slice(0, 7), notContent));

  // The builds before the one in service, but two, go now: none is still being switched to.
  if (existsSync(link)) pruneBuilds(link);
  // The commit in a folder of its own: the site's folder keeps what it serves until the switch.
  rmSync(source, { recursive: true, force: true });
  git(["worktree", "prune"]);
  const added = git(["worktree", "add", "--detach", "--force", source, next]);
  if (!added.ok) throw new Error(`The commit ${next.slice(0, 7)} could not be checked out: ${added.err}`);
  try {
    symlinkSync(join(root, "node_modules"), join(source, "node_modules"));
    // The build's settings as set here (the publishing service's build.env), else the build in service's.
    const settings = existsSync(link) ? rebuildEnv(link, publishEnv(env)) : publishEnv(env);
    const build = await run("npm", ["run", "build"], {
      cwd: source,
      env: {
        ...settings,
        NODE_ENV: "production",
        BUILD_DIR: "build",
        // The photos the last build encoded, not encoded again.
        PHOTO_CACHE_DIR: resolve(root, env.PHOTO_CACHE_DIR?.trim() || ".cache/photos"),
        SMTP_URL: undefined,
      },
    });
    if (!build.ok) throw new Error(whatToFix(build.output));

    const built = newBuildFolder(link, next);
    renameSync(join(source, "build"), built);
    const site = readSiteManifest(built);
    if (site.commit !== next || !existsSync(join(built, "client", NOT_FOUND_PAGE))) {
      rmSync(built, { recursive: true, force: true });
      throw new Error(`The build of ${next.slice(0, 7)} is incomplete: publish it again.`);
    }
    // npm start keeps its inbox open across a publish: one build with it and the next without (or
    // the reverse) needs a restart, not a switch.
    if (
      existsSync(link) &&
      isInbox(readSiteManifest(link).contactEndpoint) !== isInbox(site.contactEndpoint)
    ) {
      rmSync(built, { recursive: true, force: true });
      throw new Error(
        `CONTACT_ENDPOINT changed from the build in service's: build with deploy/build.sh, then restart the site (systemctl restart site).`,
      );
    }
    if (stopping) throw new Error("stopped");
    if (existsSync(link)) carryAssets(servedBuild(link), built);
    switchBuild(link, built);
    // Then the site's folder: the sources never get ahead of the build in service (npm start
    // would rebuild them at its next start, where it may write nothing).
    const merged = git(["merge", "--ff-only", "--quiet", next]);
    if (!merged.ok) {
      console.error(
        `Live, but the site's folder could not be brought to ${next.slice(0, 7)} (${merged.err}): run git status in it, and bring it there by hand.`,
      );
    }
    // Made from the sources as they are now, whatever their files' times say.
    const now = new Date();
    utimesSync(join(built, SITE_MANIFEST), now, now);
    console.log(`Live: ${next.slice(0, 7)}, in ${Math.round((Date.now() - started) / 1000)} s.`);
    return next;
  } finally {
    git(["worktree", "remove", "--force", source]);
    rmSync(source, { recursive: true, force: true });
  }
}

/** The lock of the publish in progress, and what this run wrote in it. */
const LOCK = join(buildsFolder(link), ".publish.lock");
const OWN_LOCK = `${process.pid} ${Date.now()}`;
/** How long a publish waits for another to end before it gives up (and says so). */
const LOCK_WAIT_MS = 20 * 60 * 1000;

/** Whether the lock's holder still runs a publish: its process is there, and is this script. @param {string} holder */
function publishing(holder) {
  const pid = Number(holder.split(" ")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    // A pid reused after a reboot is another program's: only a publish counts.
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("publish.mjs");
  } catch {
    return false;
  }
}

/**
 * One publish at a time (by hand, by npm start, by the publishing service): a second waits for the
 * first. The lock is made whole before it has its name (a link to a written file), so nobody reads
 * it half-written; one whose process is gone (a power cut) is taken over.
 */
async function takeLock() {
  mkdirSync(buildsFolder(link), { recursive: true });
  const mine = `${LOCK}.${process.pid}`;
  writeFileSync(mine, OWN_LOCK);
  try {
    for (const started = Date.now(); ;) {
      try {
        linkSync(mine, LOCK);
        return;
      } catch {
        let holder = "";
        try {
          holder = readFileSync(LOCK, "utf8");
        } catch {
          continue; // Released meanwhile: try again.
        }
        if (!publishing(holder)) {
          // Gone: set aside under a name of its own, so two takers never remove each other's.
          try {
            renameSync(LOCK, `${mine}.stale`);
            rmSync(`${mine}.stale`, { force: true });
          } catch {
            // Another taker set it aside first.
          }
          continue;
        }
        if (Date.now() - started > LOCK_WAIT_MS)
          throw new Error(
            `Another publish (process ${holder.split(" ")[0]}) has not ended in 20 minutes: look at it, then push again.`,
          );
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/** Releases the lock if it is still this run's. */
function releaseLock() {
  try {
    if (readFileSync(LOCK, "utf8") === OWN_LOCK) rmSync(LOCK, { force: true });
  } catch {
    // Not there: nothing to release.
  }
}

/** Set when the service manager stops this run (npm start stopping): it ends, mailing nobody. */
let stopping = false;
/** The build in progress, which a stop ends first. @type {import("node:child_process").ChildProcess | undefined} */
let building;
process.on("SIGTERM", () => {
  stopping = true;
  if (building) return building.kill("SIGTERM"); // Its end ends this run, through the catch below.
  console.error("Stopped before the end: the site still shows the version before; the next push publishes.");
  record({ state: "stopped", commit: fetched, at: new Date().toISOString() });
  git(["worktree", "remove", "--force", source]);
  rmSync(`${LOCK}.${process.pid}`, { force: true });
  releaseLock();
  process.exit(1);
});

try {
  await takeLock();
  const commit = await publish();
  record({
    state: "live",
    commit,
    seconds: Math.round((Date.now() - started) / 1000),
    at: new Date().toISOString(),
  });
} catch (error) {
  const problem = error instanceof Error ? error.message : String(error);
  const seconds = Math.round((Date.now() - started) / 1000);
  const at = new Date().toISOString();
  if (stopping) {
    console.error(
      "Stopped before the end: the site still shows the version before; the next push publishes.",
    );
    record({ state: "stopped", commit: fetched, seconds, at });
  } else {
    console.error(`Not published: the site still shows the version before.\n${problem}`);
    record({ state: "failed", commit: fetched, seconds, at, problem });
    await mailOwner(fetched, problem);
  }
  process.exitCode = 1;
} finally {
  releaseLock();
}
