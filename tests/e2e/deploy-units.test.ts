/**
 * The systemd units of deploy/: `systemd-analyze verify` accepts them (unknown keys, bad values and
 * missing executables are errors), and the backup timer's command makes a restorable backup.
 * (The tests cannot boot them under systemd: CI's container has no systemd running.)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openLeadStore } from "../../server/leads/store.mjs";
import { expect, test } from "../support/fixtures";
import { ROOT } from "../support/site";

const UNITS = ["site.service", "site-backup.service", "site-backup.timer"];
/** The Node.js path the units name (a SETTING): the tests put the one running them in its place. */
const UNIT_NODE = "/usr/local/bin/node";
const SYSTEMD_ANALYZE_MISSING = `systemd-analyze is not installed, and the tests verify deploy/'s units with it.
Install it: Debian / Ubuntu: sudo apt-get install -y systemd (.ci/run does).`;

const unit = (name: string) => readFileSync(join(ROOT, "deploy", name), "utf8");
/** The values of `key` in a unit file. */
const values = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "site-units-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("systemd-analyze verify accepts the service, the backup service and its timer", () => {
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

test("the backup service's command writes a restorable backup into a folder per weekday", () => {
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
    env: { ...process.env, LEADS_DB: db },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  // One folder, named for the day of the week (the last seven backups are kept).
  const folders = readdirSync(backups);
  expect(folders).toHaveLength(1);
  expect(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]).toContain(
    folders[0],
  );
  const copy = join(backups, folders[0]!, "leads.sqlite");
  expect(result.stdout).toBe(`Backed up 1 quote request to ${copy}.\n`);
  expect(existsSync(copy)).toBe(true);
  const restored = openLeadStore(copy);
  expect(restored.list()).toMatchObject([{ name: "Ada", message: "A porch" }]);
  restored.close();
});
