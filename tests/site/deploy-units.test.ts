/**
 * The systemd units of deploy/: `systemd-analyze verify` accepts them (unknown keys, bad values and
 * missing executables are errors), and the backup timer's command makes a restorable backup.
 * (The tests cannot boot them under systemd: CI's container has no systemd running. What they can
 * do: run the service's command with its settings as an unprivileged user for whom the project is
 * read-only and only the state folder writable, as systemd would.)
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupLeads } from "../../server/leads/backup.mjs";
import { leadPhotoDir } from "../../server/leads/lead-photos.mjs";
import { openLeadStore } from "../../server/leads/store.mjs";
import { readBuildSettings, usesInbox } from "../../tooling/build-settings";
import { afterAll, beforeAll, expect, test } from "vitest";
import { leadsBackup } from "../support/site-words.ts";
import { INBOX_PATH } from "../support/paths";
import { BUILDS } from "../support/builds";
import { ROOT } from "../support/site";
import { CADDY_MISSING, findCaddy } from "../support/hosts";
import { readInboxSettings } from "../../server/leads/inbox-settings.mjs";

/** The build whose form posts to npm start's own inbox (made once per run). */
const INBOX_BUILD = BUILDS.inbox.dir;

const UNITS = [
  "site.service",
  "site-backup.service",
  "site-backup.timer",
  "site-publish.service",
  "site-publish.path",
];
/** The Node.js path the units name (a SETTING): the tests put the one running them in its place. */
const UNIT_NODE = "/usr/local/bin/node";
const SYSTEMD_ANALYZE_MISSING = `systemd-analyze is not installed, and the tests verify deploy/'s units with it.
Install it: Debian / Ubuntu: sudo apt-get install -y systemd (.ci/run does).`;

/** The backup folders' names: `LC_ALL=C date +%u-%a`. */
const DAYS = ["1-Mon", "2-Tue", "3-Wed", "4-Thu", "5-Fri", "6-Sat", "7-Sun"];

const unit = (name: string) => readFileSync(join(ROOT, "deploy", name), "utf8");
/** The values of `key` in a unit file. */
const values = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "site-units-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("systemd-analyze verify accepts the service, the backup and publishing services and what starts them", () => {
  const found = spawnSync("systemd-analyze", ["--version"]);
  if (found.error) throw new Error(SYSTEMD_ANALYZE_MISSING);
  for (const name of UNITS) {
    const text = unit(name);
    if (name.endsWith(".service")) expect(text).toContain(UNIT_NODE);
    writeFileSync(join(dir, name), text.replaceAll(UNIT_NODE, process.execPath));
  }
  const result = spawnSync("systemd-analyze", ["verify", ...UNITS.map((n) => join(dir, n))], {
    encoding: "utf8",
  });
  expect(result.stdout + result.stderr).toBe("");
  expect(result.status).toBe(0);
});

test("the service runs npm start as a dynamic user, writable only in its state folder, restarting within a limit", () => {
  const service = unit("site.service");
  expect(values(service, "DynamicUser")).toEqual(["yes"]);
  expect(values(service, "StateDirectory")).toEqual(["site"]);
  expect(values(service, "ProtectSystem")).toEqual(["strict"]);
  expect(values(service, "NoNewPrivileges")).toEqual(["yes"]);
  expect(values(service, "Restart")).toEqual(["on-failure"]);
  expect(values(service, "StartLimitBurst")).toEqual(["5"]);
  // The database in the state folder; npm start on this machine only, believing its proxy's X-Forwarded-For.
  expect(values(service, "Environment")[0]).toMatch(
    /\bHOST=127\.0\.0\.1\b.*\bTRUST_PROXY=1\b.*\bLEADS_DB=\/var\/lib\/site\/leads\.sqlite\b/,
  );
  expect(values(service, "ExecStart")).toEqual([`${UNIT_NODE} server/start.mjs`]);
});

test("a push's request starts the publishing service, which builds as root with the build's settings, then has npm start serve it", () => {
  const site = unit("site.service");
  const publish = unit("site-publish.service");
  const env = (text: string) =>
    Object.fromEntries(
      values(text, "Environment")
        .flatMap((line) => line!.split(" "))
        .map((pair) => pair.split("=")),
    );
  // npm start leaves the request where the path unit looks, and the publish records its status where npm start reads it.
  expect(env(site)).toMatchObject({ PUBLISH_VIA: "service", PUBLISH_DIR: "/var/lib/site/publish" });
  expect(env(publish).PUBLISH_DIR).toBe(env(site).PUBLISH_DIR);
  expect(values(unit("site-publish.path"), "PathExists")).toEqual([`${env(site).PUBLISH_DIR}/request`]);
  expect(values(unit("site-publish.path"), "Unit")).toEqual(["site-publish.service"]);
  expect(values(publish, "ExecStart")).toEqual([`${UNIT_NODE} scripts/publish.mjs`]);
  expect(values(publish, "User")).toEqual([]);
  expect(values(publish, "WorkingDirectory")).toEqual(values(site, "WorkingDirectory"));
  expect(values(publish, "EnvironmentFile")).toEqual(["/etc/site/build.env", "-/etc/site/site.env"]);
  expect(values(publish, "ExecStartPost").at(-1)).toBe("/usr/bin/systemctl try-reload-or-restart site");
  expect(values(site, "ExecReload")).toEqual(["/bin/kill -HUP $MAINPID"]);
  expect(Number(/^(\d+)M$/.exec(values(publish, "MemoryMax")[0] ?? "")?.[1])).toBeGreaterThanOrEqual(1024);
});

test("the service has a memory ceiling above what npm start needs with any photo, and hides the rest of /proc", () => {
  const service = unit("site.service");
  const mb = (value: string | undefined) => Number(/^(\d+)M$/.exec(value ?? "")?.[1]);
  // tests/e2e/lead-inbox-memory.test.ts: npm start stays under 350 MB with the costliest photos.
  expect(mb(values(service, "MemoryHigh")[0])).toBeGreaterThanOrEqual(350);
  expect(mb(values(service, "MemoryMax")[0])).toBeGreaterThan(mb(values(service, "MemoryHigh")[0]));
  expect(values(service, "ProtectProc")).toEqual(["invisible"]);
  expect(values(service, "ProcSubset")).toEqual(["pid"]);
  expect(values(service, "SystemCallFilter")).toEqual(["@system-service"]);
  expect(values(service, "SystemCallErrorNumber")).toEqual(["EPERM"]);
});

test("the backup service's command writes a restorable backup into a folder per weekday, named alike in every locale", () => {
  const backups = join(dir, "site-backups");
  const db = join(dir, "site", "leads.sqlite");
  const store = openLeadStore(db);
  store.add({ name: "Ada", email: "ada@example.com", phone: "", message: "A porch" }, { mail: false });
  store.close();

  const [execStart] = values(unit("site-backup.service"), "ExecStart");
  // systemd turns %% into %, then runs the command line; here with the test's folders and Node.js.
  const command = execStart!
    .replaceAll("%%", "%")
    .replaceAll("/var/lib/site-backups", backups)
    .replaceAll(UNIT_NODE, process.execPath);
  const [shell, flag, script] = command.match(/^(\S+) (-c) '(.*)'$/)!.slice(1) as [string, string, string];
  const result = spawnSync(shell, [flag, script], {
    cwd: ROOT,
    // A server set up in another language (where that locale is installed): the same folder name.
    env: { ...process.env, LEADS_DB: db, LANG: "de_DE.UTF-8", LC_TIME: "de_DE.UTF-8" },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  // One folder, named for the day of the week (the last seven backups are kept).
  const folders = readdirSync(backups);
  expect(folders).toHaveLength(1);
  expect(DAYS).toContain(folders[0]);
  expect(readFileSync(join(ROOT, "deploy", "README.md"), "utf8")).toContain("/var/lib/site-backups/1-Mon/");
  const copy = join(backups, folders[0]!, "leads.sqlite");
  expect(result.stdout).toBe(`${leadsBackup.done(1, copy, 0, "")}\n`);
  expect(existsSync(copy)).toBe(true);
  const restored = openLeadStore(copy);
  expect(restored.list()).toMatchObject([{ name: "Ada", message: "A porch" }]);
  restored.close();
});

test("the service's command and settings serve the site and keep a lead, as a user who may write only the state folder", async () => {
  const service = unit("site.service");
  const settings = Object.fromEntries(
    values(service, "Environment")[0]!
      .split(" ")
      .map((kv) => kv.split("=")),
  );
  const [command, ...args] = values(service, "ExecStart")[0]!.replace(UNIT_NODE, process.execPath).split(" ");
  // systemd's StateDirectory: /var/lib/site, owned by the service's user, mode 0700. As root (CI),
  // the server runs as "nobody", to whom the project (root's, 0755) is read-only.
  const asRoot = process.getuid?.() === 0;
  const state = mkdtempSync(join(tmpdir(), "site-state-"));
  if (asRoot) chownSync(state, 65534, 65534);
  const leadsDb = settings.LEADS_DB!.replace("/var/lib/site", state);

  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...settings, PORT: "0", LEADS_DB: leadsDb, BUILD_DIR: INBOX_BUILD },
    ...(asRoot && { uid: 65534, gid: 65534 }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    // Until it serves, or stops (then with what it said).
    await expect
      .poll(() => (child.exitCode === null ? output : `exited: ${output}`), { timeout: 30_000 })
      .toMatch(/Serving .* on http:\/\/127\.0\.0\.1:\d+|^exited: /);
    expect(output).toMatch(/Serving .* on http:\/\/127\.0\.0\.1:\d+/);
    const origin = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
    expect((await fetch(origin + "/")).status).toBe(200);
    const answer = await fetch(origin + INBOX_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        message: "Via the unit's settings",
      }),
    });
    expect(answer.status).toBe(201);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
  const store = openLeadStore(leadsDb);
  expect(store.list()).toMatchObject([{ name: "Ada", message: "Via the unit's settings" }]);
  store.close();
  rmSync(state, { recursive: true, force: true });
  expect(output).not.toMatch(/error|cannot|could not/i);
}, 60_000);

/** The shell lines of a Markdown file's ```sh blocks. */
const shellLines = (markdown: string) =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    m[1]!
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );

test("the first build and every update build with the settings in /etc/site/build.env, whatever sudo drops", () => {
  const steps = shellLines(readFileSync(join(ROOT, "deploy", "README.md"), "utf8"));
  // No step builds without the settings file; both the first build and the update use the script.
  expect(steps.filter((line) => /npm run build/.test(line))).toEqual([]);
  const builds = steps.filter((line) => line.includes("deploy/build.sh"));
  expect(builds).toEqual(["sudo deploy/build.sh", expect.stringMatching(/&& sudo deploy\/build\.sh$/)]);
  // The update ends with a check of the live site; deploy/build.sh reloads Caddy and restarts the
  // service itself, and Caddy imports the build's file, so nothing is copied by hand.
  const update = steps.indexOf(builds[1]!);
  expect(steps.slice(update).some((line) => line.startsWith("npm run check-live -- https://"))).toBe(true);
  // (Once more, after the site's service file changes: publishing each push, which reloads them itself.)
  expect(
    steps.filter((line) => /cp build\/Caddyfile|systemctl (reload caddy|restart site)/.test(line)),
  ).toEqual(["sudo systemctl reload caddy", expect.stringContaining("enable --now site-publish.path")]);

  // The documented copy of the example settings, into this test's folder in place of /etc/site.
  const etc = join(dir, "etc-site");
  const install = steps.find((line) => line.includes("deploy/build.env /etc/site/build.env"))!;
  expect(install).toBe("sudo install -D -m 644 deploy/build.env /etc/site/build.env");
  const copied = spawnSync("sh", ["-c", install.replace(/^sudo /, "").replaceAll("/etc/site", etc)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(copied.stderr).toBe("");
  // npm, standing in for the build: records the environment the build would read.
  const bin = join(dir, "bin");
  const seen = join(dir, "npm-env");
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, "npm"), `#!/bin/sh\necho "$*" > ${seen}\nenv >> ${seen}\n`, { mode: 0o755 });
  // As under sudo: none of the shell's variables, SITE_URL and CONTACT_ENDPOINT among them (no
  // systemd here: a systemctl that finds nothing running).
  const run = (settings: string) =>
    spawnSync(builds[0]!.replace(/^sudo /, ""), [], {
      cwd: ROOT,
      shell: "/bin/sh",
      env: { PATH: `${bin}:/usr/bin:/bin`, SITE_BUILD_ENV: settings, SITE_SYSTEMCTL: "false" },
      encoding: "utf8",
    });

  const built = run(join(etc, "build.env"));
  expect(built.stderr).toBe("");
  expect(built.status).toBe(0);
  const [args, ...env] = readFileSync(seen, "utf8").trim().split("\n");
  expect(args).toBe("run build");
  const settings = readBuildSettings(Object.fromEntries(env.map((l) => l.split(/=(.*)/s).slice(0, 2))));
  expect(settings.siteUrl).toBe("https://www.your-company.com");
  expect(usesInbox(settings)).toBe(true);

  // Without the file, no build (rather than a site for www.example.com with no inbox).
  rmSync(seen);
  const missing = run(join(etc, "missing.env"));
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain(`No build settings at ${join(etc, "missing.env")}`);
  expect(existsSync(seen)).toBe(false);
});

test("the recipe's restore puts a backup in place owned by the service's user, as systemd's state folder is", async () => {
  const readme = readFileSync(join(ROOT, "deploy", "README.md"), "utf8");
  const restore = shellLines(readme.slice(readme.indexOf("**Restore** a backup")));
  const lines = restore.slice(0, restore.indexOf("sudo systemctl start site") + 1);
  expect(lines[0]).toBe("sudo systemctl stop site");
  // The state folder as systemd makes it: the service's user's (nobody, as root), mode 0700, with a
  // live database and a photo the backup does not have.
  const asRoot = process.getuid?.() === 0;
  const state = join(dir, "private-site");
  const liveDb = join(state, "leads.sqlite");
  const live = openLeadStore(liveDb);
  live.add({ name: "Bo", email: "bo@example.com", phone: "", message: "Later" }, { mail: false });
  live.close();
  mkdirSync(leadPhotoDir(liveDb, 7), { recursive: true });
  writeFileSync(join(leadPhotoDir(liveDb, 7), "old.jpg"), "old");
  chmodSync(state, 0o700);
  if (asRoot) spawnSync("chown", ["-R", "65534:65534", state]);
  // Monday's backup, with a lead's photo.
  const source = join(dir, "backed-up", "leads.sqlite");
  const store = openLeadStore(source);
  store.add({ name: "Ada", email: "ada@example.com", phone: "", message: "A porch" }, { mail: false });
  store.close();
  mkdirSync(leadPhotoDir(source, 1), { recursive: true });
  writeFileSync(join(leadPhotoDir(source, 1), "porch.jpg"), "porch");
  const monday = join(dir, "site-backups", "1-Mon", "leads.sqlite");
  await backupLeads(source, monday);

  // The lines between stopping and starting the service (systemctl cannot run here), as root, with
  // the test's folders and this project in place of /srv/site.
  for (const line of lines.filter((l) => !l.startsWith("sudo systemctl"))) {
    const command = line
      .replaceAll("sudo ", "")
      .replaceAll("/srv/site", ROOT)
      .replaceAll("/var/lib/site-backups", join(dir, "site-backups"))
      .replaceAll("/var/lib/private/site", state)
      .replaceAll("/var/lib/site", state);
    const result = spawnSync("sh", ["-c", command], { encoding: "utf8" });
    expect(result.stderr, command).toBe("");
    expect(result.status, command).toBe(0);
  }

  const restored = openLeadStore(liveDb);
  expect(restored.list()).toMatchObject([{ name: "Ada", message: "A porch" }]);
  restored.close();
  expect(readdirSync(join(state, "lead-photos"))).toEqual(["1"]);
  // What it replaced is kept aside, not lost.
  expect(readdirSync(state).filter((name) => name.startsWith("replaced-"))).toHaveLength(1);
  // Everything in the state folder is the service's user's, so it can write photos and its database.
  const owner = statSync(state).uid;
  if (asRoot) expect(owner).toBe(65534);
  const files = readdirSync(state, { recursive: true, encoding: "utf8" });
  expect(files.filter((f) => statSync(join(state, f)).uid !== owner)).toEqual([]);
});

/**
 * deploy/build.sh with stand-ins: npm (the build: exits `build`), and systemctl (SITE_SYSTEMCTL),
 * which records each call and answers as a server where Caddy runs and the site's service is
 * enabled, or not. Returns what the script said and the calls, in order ("npm run build" among them).
 */
function runBuildScript(
  name: string,
  {
    build = 0,
    caddy = true,
    site = true,
    reload = 0,
  }: { build?: number; caddy?: boolean; site?: boolean; reload?: number },
) {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  const calls = join(folder, "calls");
  writeFileSync(calls, "");
  writeFileSync(
    join(folder, "build.env"),
    "SITE_URL=https://www.your-company.com\nCONTACT_ENDPOINT=/api/contact\n",
  );
  writeFileSync(join(folder, "npm"), `#!/bin/sh\necho "npm $*" >> ${calls}\nexit ${build}\n`, {
    mode: 0o755,
  });
  writeFileSync(
    join(folder, "systemctl"),
    `#!/bin/sh
echo "systemctl $*" >> ${calls}
case "$*" in
  "is-active --quiet caddy") exit ${caddy ? 0 : 3} ;;
  "is-enabled --quiet site") exit ${site ? 0 : 1} ;;
  "reload caddy") exit ${reload} ;;
esac
exit 0
`,
    { mode: 0o755 },
  );
  const result = spawnSync(join(ROOT, "deploy", "build.sh"), [], {
    cwd: ROOT,
    env: {
      PATH: `${folder}:/usr/bin:/bin`,
      SITE_BUILD_ENV: join(folder, "build.env"),
      SITE_SYSTEMCTL: join(folder, "systemctl"),
    },
    encoding: "utf8",
  });
  return {
    status: result.status,
    out: result.stdout,
    err: result.stderr,
    calls: readFileSync(calls, "utf8").trim().split("\n").filter(Boolean),
  };
}

test("deploy/build.sh puts a successful build in service: Caddy reloaded, the site's service restarted", () => {
  const done = runBuildScript("in-service", {});
  expect(done.err).toBe("");
  expect(done.status).toBe(0);
  expect(done.calls).toEqual([
    "npm run build",
    "systemctl is-active --quiet caddy",
    "systemctl reload caddy",
    "systemctl is-enabled --quiet site",
    "systemctl restart site",
  ]);
  expect(done.out).toContain("Caddy reloaded: it serves the new build's rules");
  expect(done.out).toContain("The site's service restarted: npm start serves the new build.");

  // A build that fails changes nothing that serves the site.
  const failed = runBuildScript("build-fails", { build: 1 });
  expect(failed.status).toBe(1);
  expect(failed.calls).toEqual(["npm run build"]);

  // Caddy refusing the new file: the script fails, saying where to look, and the service is left alone.
  const refused = runBuildScript("reload-fails", { reload: 1 });
  expect(refused.status).toBe(1);
  expect(refused.err).toContain("Caddy refused the new configuration and serves the old one");
  expect(refused.calls).not.toContain("systemctl restart site");
});

test("deploy/build.sh says what to do itself where Caddy or the site's service does not run under systemd", () => {
  const first = runBuildScript("first-build", { caddy: false, site: false });
  expect(first.err).toBe("");
  expect(first.status).toBe(0);
  expect(first.calls).toEqual([
    "npm run build",
    "systemctl is-active --quiet caddy",
    "systemctl is-enabled --quiet site",
  ]);
  expect(first.out).toContain("Caddy is not running as a service here: reload the web server yourself");
  expect(first.out).toContain("The site's service (deploy/site.service) is not enabled here");
});

test("the server's Caddyfile imports the build's, as the recipe writes it: the server's other sites are kept", () => {
  const caddy = findCaddy();
  if (!caddy) throw new Error(CADDY_MISSING);
  const steps = shellLines(readFileSync(join(ROOT, "deploy", "README.md"), "utf8"));
  const line = steps.find((l) => l.includes("import /srv/site/build/Caddyfile"))!;
  expect(line).toBeDefined();
  // The server's file: the Debian package's example block and a site of its own, already there.
  const etc = join(dir, "etc-caddy", "Caddyfile");
  mkdirSync(join(dir, "etc-caddy"), { recursive: true });
  writeFileSync(
    etc,
    ':80 {\n\troot * /usr/share/caddy\n\tfile_server\n}\n\nother.example.org {\n\trespond "the other site"\n}\n',
  );
  const built = join(ROOT, INBOX_BUILD, "Caddyfile");
  // Twice, as when the steps are pasted again: the line is added once.
  for (let i = 0; i < 2; i += 1) {
    const added = spawnSync(
      "sh",
      [
        "-c",
        line
          .replaceAll("sudo ", "")
          .replaceAll("/etc/caddy/Caddyfile", etc)
          .replaceAll("/srv/site/build/Caddyfile", built),
      ],
      { encoding: "utf8" },
    );
    expect(added.status).toBe(0);
  }
  expect(readFileSync(etc, "utf8").match(/^import /gm)).toHaveLength(1);

  const adapted = spawnSync(caddy, ["adapt", "--config", etc, "--adapter", "caddyfile"], {
    encoding: "utf8",
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: join(dir, "xdg"), XDG_CONFIG_HOME: join(dir, "xdg") },
  });
  expect(adapted.status, adapted.stderr).toBe(0);
  const config = JSON.parse(adapted.stdout) as {
    apps: {
      http: { servers: Record<string, { listen: string[]; routes: { match?: { host?: string[] }[] }[] }> };
    };
  };
  const hosts = Object.values(config.apps.http.servers).flatMap((server) =>
    server.routes.flatMap((route) => route.match?.flatMap((m) => m.host ?? []) ?? []),
  );
  // The other site, the build's site and its other name, all served.
  expect(hosts).toEqual(expect.arrayContaining(["other.example.org", "www.example.com", "example.com"]));
  const listens = Object.values(config.apps.http.servers).flatMap((server) => server.listen);
  expect(listens).toEqual(expect.arrayContaining([":80", ":443"]));
});

test("the mail settings file is made by the recipe, readable by root only, and gives the inbox its mail settings", () => {
  const steps = shellLines(readFileSync(join(ROOT, "deploy", "README.md"), "utf8"));
  const install = steps.find((line) => line.includes("/etc/site/site.env") && line.includes("install"))!;
  expect(install).toBe("sudo install -D -m 600 deploy/site.env /etc/site/site.env");
  const etc = join(dir, "etc-site-mail");
  const copied = spawnSync("sh", ["-c", install.replace(/^sudo /, "").replaceAll("/etc/site", etc)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(copied.stderr).toBe("");
  const file = join(etc, "site.env");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // As systemd's EnvironmentFile reads it: KEY=value lines, # comments.
  const read = (text: string) =>
    Object.fromEntries(
      text
        .split("\n")
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => l.split(/=(.*)/s).slice(0, 2)),
    );
  // As shipped: stored, not mailed (npm start says so at start).
  const shipped = readInboxSettings(read(readFileSync(file, "utf8")));
  expect(shipped.error).toBeUndefined();
  expect(shipped.settings?.mail).toBeNull();
  // Filled in, as the recipe says.
  const filled = readFileSync(file, "utf8")
    .replace(/^SMTP_URL=$/m, "SMTP_URL=smtps://office:secret@mail.your-company.com:465")
    .replace(/^LEADS_NOTIFY_TO=$/m, "LEADS_NOTIFY_TO=office@your-company.com");
  expect(readInboxSettings(read(filled)).settings?.mail).toEqual({
    smtpUrl: "smtps://office:secret@mail.your-company.com:465",
    to: "office@your-company.com",
    from: "office@your-company.com",
  });
  // Every setting it names is one npm start reads: the inbox's, publishing's, the sign-in's.
  const named = [...readFileSync(file, "utf8").matchAll(/^#?([A-Z_]+)=/gm)].map((m) => m[1]);
  const settings = ["server/leads/inbox-settings.mjs", "server/start.mjs", "server/editor-auth.mjs"]
    .map((source) => readFileSync(join(ROOT, source), "utf8"))
    .join("\n");
  expect(
    named.filter((name) => !settings.includes(`"${name}"`) && !settings.includes(`env.${name}`)),
  ).toEqual([]);
});
