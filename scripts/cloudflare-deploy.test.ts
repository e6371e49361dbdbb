// @vitest-environment node
/**
 * `npm run cloudflare:deploy` as the owner runs it, against a fake wrangler that answers as
 * wrangler 4 does for an account (no network, no account): what it creates or finds, the database id
 * it leaves in the build's wrangler.json for `npm run leads -- --cloudflare`, and each step that
 * stops it, with the words the owner sees.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { workflowVariables } from "../tests/support/publish-workflow";

const ROOT = join(import.meta.dirname, "..");
const SITE = "https://www.smith-builders.com";
const DATABASE = "smith-builders-com-leads";
const BUCKET = "smith-builders-com-lead-photos";
const NEW_ID = "8a0b7c3e-5d1f-4e2a-9b6c-0d1e2f3a4b5c";

/** What the fake account holds and answers; the fake updates it as wrangler's commands would. */
type Account = {
  loggedIn: boolean;
  accounts: { id: string; name: string }[];
  databases: { uuid: string; name: string }[];
  buckets: string[];
  /** A command ("d1 list", "deploy"…) that fails, with what wrangler prints on stderr. */
  fail?: Record<string, string>;
};

/**
 * The fake wrangler: logs its arguments, one JSON line a run, and answers from the account file as
 * wrangler 4.156 prints (colours, the banner and the log file's line included on errors).
 */
const FAKE = `#!${process.execPath}
const { appendFileSync, readFileSync, writeFileSync } = require("node:fs");
const args = process.argv.slice(2);
const file = process.env.FAKE_ACCOUNT;
const account = JSON.parse(readFileSync(file, "utf8"));
appendFileSync(file + ".log", JSON.stringify(args) + "\\n");
const save = () => writeFileSync(file, JSON.stringify(account));
const words = args.filter((a) => !a.startsWith("-")).join(" ");
const command = ["d1 migrations apply", "d1 list", "d1 create", "r2 bucket list", "r2 bucket create", "whoami", "deploy"]
  .find((c) => words.startsWith(c));
const banner = "\\n \\u26c5\\ufe0f wrangler 4.156.0\\n\\u2500\\u2500\\u2500\\u2500\\u2500\\u2500\\n";
const out = (text) => process.stdout.write(text);
const failure = account.fail?.[command];
if (failure) {
  process.stderr.write("\\u001b[31m\\u2718 \\u001b[41;31m[\\u001b[41;97mERROR\\u001b[41;31m]\\u001b[0m \\u001b[1m" + failure + "\\u001b[0m\\n\\n\\ud83e\\udeb5  Logs were written to \\"/home/owner/.wrangler/logs/wrangler.log\\"\\n");
  process.exit(1);
}
if (command === "whoami") {
  if (!account.loggedIn) { out("\\n" + JSON.stringify({ loggedIn: false }) + "\\n"); process.exit(1); }
  out("\\n" + JSON.stringify({ loggedIn: true, authType: "OAuth Token", email: "owner@smith-builders.com", accounts: account.accounts, tokenPermissions: ["d1:write"] }) + "\\n");
} else if (!account.loggedIn) {
  process.stderr.write("\\u2718 [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work.\\n");
  process.exit(1);
} else if (command === "d1 list") {
  out(JSON.stringify(account.databases.map((d) => ({ ...d, created_at: "2026-11-01T10:00:00.000Z", version: "production", num_tables: 3, file_size: 90112 })), null, 2) + "\\n");
} else if (command === "d1 create") {
  const name = args[2];
  account.databases.push({ uuid: "${NEW_ID}", name });
  save();
  out(banner + "\\u2705 Successfully created DB '" + name + "' in region WEUR\\nCreated your new D1 database.\\n\\n" + JSON.stringify({ d1_databases: [{ binding: "DB", database_name: name, database_id: "${NEW_ID}" }] }, null, 2) + "\\n");
} else if (command === "d1 migrations apply") {
  out(banner + "Migrations to be applied:\\n\\u2502 001-leads.sql \\u2502\\n\\u2502 002-lead-details.sql \\u2502\\n\\u2502 001-leads.sql \\u2502 \\u2705 \\u2502\\n\\u2502 002-lead-details.sql \\u2502 \\u2705 \\u2502\\n");
} else if (command === "r2 bucket list") {
  out(banner + "Listing buckets...\\n" + account.buckets.map((b) => "name:           " + b + "\\ncreation_date:  2026-11-01T10:00:00.000Z").join("\\n\\n") + "\\n");
} else if (command === "r2 bucket create") {
  account.buckets.push(args[3]);
  save();
  out(banner + "Creating bucket '" + args[3] + "'...\\n\\u2705 Created bucket '" + args[3] + "' with default storage class of Standard.\\n");
} else if (command === "deploy") {
  out(banner + "Total Upload: 330.12 KiB / gzip: 107.40 KiB\\nUploaded smith-builders-com (4.21 sec)\\nDeployed smith-builders-com triggers (1.02 sec)\\n  www.smith-builders.com (custom domain)\\n  schedule: */5 * * * *\\nCurrent Version ID: 0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910\\n");
} else {
  process.stderr.write("fake wrangler: unknown command " + words + "\\n");
  process.exit(2);
}
`;

let folder: string;
let fake: string;
let accountFile: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "cloudflare-deploy-"));
  fake = join(folder, "wrangler");
  writeFileSync(fake, FAKE);
  chmodSync(fake, 0o755);
  accountFile = join(folder, "account.json");
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A build for Cloudflare as `npm run build` leaves it (its site.json, the Worker, the migrations),
 * made after every source: readyBuild takes it as it is, no build runs in the test.
 */
function makeBuild(siteUrl = SITE) {
  const build = join(folder, "build");
  mkdirSync(join(build, "cloudflare", "migrations"), { recursive: true });
  mkdirSync(join(build, "client"), { recursive: true });
  writeFileSync(join(build, "cloudflare", "worker.js"), "export default {};\n");
  writeFileSync(
    join(build, "cloudflare", "migrations", "001-leads.sql"),
    "CREATE TABLE leads (id INTEGER);\n",
  );
  const site = {
    pages: ["/", "/contact", "/privacy"],
    csp: "default-src 'self'; form-action 'self'",
    siteUrl,
    contactEndpoint: "/api/contact",
    selfHostImages: false,
    leadsRetentionDays: 730,
    inboxHost: "cloudflare",
    loader: "/assets/loader.js",
    islands: { "contact-form": ["/assets/contact-form.js"] },
    contactForm: {
      services: [{ slug: "remodeling", title: "Remodeling" }],
      budgets: ["Under $25,000"],
      postalCodes: ["62701"],
      postcodeLabel: "Project ZIP code",
    },
  };
  // As the build writes it: no database yet.
  writeFileSync(
    join(build, "cloudflare", "wrangler.json"),
    JSON.stringify({ d1_databases: [{ binding: "DB", database_name: DATABASE, database_id: "local" }] }),
  );
  const manifest = join(build, "site.json");
  writeFileSync(manifest, JSON.stringify(site));
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
  utimesSync(manifest, later, later);
  return build;
}

function deploy(account: Account, { build = makeBuild(), env = {} as Record<string, string> } = {}) {
  writeFileSync(accountFile, JSON.stringify(account));
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (/^(SITE_URL|CLOUDFLARE_|LEADS_|SMTP_|GITHUB_ACTIONS$)/.test(name)) delete base[name];
  }
  const result = spawnSync(process.execPath, ["scripts/cloudflare-deploy.mjs"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...base, BUILD_DIR: build, CLOUDFLARE_WRANGLER: fake, FAKE_ACCOUNT: accountFile, ...env },
  });
  let calls: string[][] = [];
  try {
    calls = readFileSync(`${accountFile}.log`, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string[]);
  } catch {
    calls = [];
  }
  return {
    status: result.status,
    out: result.stdout + result.stderr,
    stderr: result.stderr,
    calls,
    config: () =>
      JSON.parse(readFileSync(join(build, "cloudflare", "wrangler.json"), "utf8")) as {
        d1_databases: { database_name: string; database_id: string }[];
        send_email?: { destination_address: string }[];
      },
    account: () => JSON.parse(readFileSync(accountFile, "utf8")) as Account,
  };
}

const newAccount = (): Account => ({
  loggedIn: true,
  accounts: [{ id: "0123456789abcdef0123456789abcdef", name: "Smith Builders" }],
  databases: [{ uuid: "11111111-2222-3333-4444-555555555555", name: "another-site-leads" }],
  buckets: ["another-bucket"],
});

const LOGIN =
  "Run npx wrangler login (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID), then npm run cloudflare:deploy again.";

describe("npm run cloudflare:deploy", () => {
  it("on a new account: creates the database and the bucket, writes the database's id into the build's wrangler.json, deploys on the domain and names check-live next", () => {
    const run = deploy(newAccount());
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.out.split("\n");
    const steps = lines.filter((line) => /^\d\/8 /.test(line));
    expect(steps).toEqual([
      expect.stringMatching(/^1\/8 The build for Cloudflare: .*build\/$/),
      "2/8 Your Cloudflare login",
      `3/8 The leads database (D1): ${DATABASE}`,
      "4/8 The Worker's configuration",
      "5/8 The database's tables",
      `6/8 The photo bucket (R2): ${BUCKET}`,
      "7/8 The mail",
      "8/8 The deployment: smith-builders-com on www.smith-builders.com",
    ]);
    expect(run.out).toContain(`    ready: ${SITE}, its Worker smith-builders-com`);
    expect(run.out).toContain("    logged in as owner@smith-builders.com, account Smith Builders");
    expect(run.out).toContain(`3/8 The leads database (D1): ${DATABASE}\n    created (id ${NEW_ID})`);
    expect(run.out).toContain("    applied: 001-leads.sql, 002-lead-details.sql");
    expect(run.out).toContain(`6/8 The photo bucket (R2): ${BUCKET}\n    created`);
    expect(run.out).toContain("    off: requests are stored, not mailed");
    expect(run.out).toContain("then run LEADS_NOTIFY_TO=you@smith-builders.com npm run cloudflare:deploy");
    expect(run.out).toContain("    Deployed smith-builders-com triggers (1.02 sec)");
    expect(run.out).toMatch(/npm run check-live -- https:\/\/www\.smith-builders\.com\n$/);

    // The id npm run leads -- --cloudflare needs, in the file it reads.
    expect(run.config().d1_databases[0]).toMatchObject({ database_name: DATABASE, database_id: NEW_ID });
    expect(run.account().buckets).toContain(BUCKET);
    const config = join(folder, "build", "cloudflare", "wrangler.json");
    expect(run.calls).toEqual([
      ["whoami", "--json"],
      ["d1", "list", "--json"],
      ["d1", "create", DATABASE],
      ["d1", "list", "--json"],
      ["d1", "migrations", "apply", "DB", "--remote", "-c", config],
      ["r2", "bucket", "list"],
      ["r2", "bucket", "create", BUCKET],
      ["deploy", "-c", config, "--domain", "www.smith-builders.com"],
    ]);
  });

  it("run again (SITE_URL the build's own): finds the database and the bucket, creates nothing, and says what the mail needs", () => {
    const account = newAccount();
    account.databases.push({ uuid: NEW_ID, name: DATABASE });
    account.buckets.push(BUCKET);
    const run = deploy(account, { env: { SITE_URL: SITE, LEADS_NOTIFY_TO: "office@smith-builders.com" } });
    expect(run.status).toBe(0);
    expect(run.out).toContain(`3/8 The leads database (D1): ${DATABASE}\n    found (id ${NEW_ID})`);
    expect(run.out).toContain(`6/8 The photo bucket (R2): ${BUCKET}\n    found`);
    expect(run.out).toContain(
      "each request is mailed to office@smith-builders.com (LEADS_NOTIFY_TO) from website@smith-builders.com (LEADS_NOTIFY_FROM).",
    );
    expect(run.out).toContain(
      "only if office@smith-builders.com is a verified destination address in Email Routing of smith-builders.com",
    );
    expect(run.calls.map((args) => args.slice(0, 3).join(" "))).not.toContain("d1 create " + DATABASE);
    expect(run.calls.map((args) => args.slice(0, 3).join(" "))).not.toContain("r2 bucket create");
    expect(run.config().d1_databases[0]?.database_id).toBe(NEW_ID);
    expect(run.config().send_email).toEqual([
      { name: "MAIL", destination_address: "office@smith-builders.com" },
    ]);
  });

  it("a deploy keeps the inbox's settings the last one set, unless the environment names them; LEADS_NOTIFY_TO= turns the mail off", () => {
    const build = makeBuild();
    const first = deploy(newAccount(), {
      build,
      env: { LEADS_NOTIFY_TO: "owner@smith-builders.com", LEADS_RATE_LIMIT: "9" },
    });
    expect(first.status).toBe(0);
    const account = first.account();

    const again = deploy(account, { build });
    expect(again.status).toBe(0);
    expect(again.out).toContain(
      "kept as the last deploy set them: LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM, LEADS_RATE_LIMIT,",
    );
    expect(again.out).toContain("each request is mailed to owner@smith-builders.com (LEADS_NOTIFY_TO)");
    expect(again.config().send_email).toEqual([
      expect.objectContaining({ destination_address: "owner@smith-builders.com" }),
    ]);
    expect(again.config().d1_databases[0]!.database_id).toBe(NEW_ID);

    const off = deploy(account, { build, env: { LEADS_NOTIFY_TO: "" } });
    expect(off.status).toBe(0);
    expect(off.out).toContain("off: requests are stored, not mailed");
    expect(off.config().send_email).toBeUndefined();
  });

  it("not logged in: stops at the login step, says how to log in, and touches nothing after it", () => {
    const build = makeBuild();
    const run = deploy({ ...newAccount(), loggedIn: false }, { build });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `\n✗ Step 2 (your Cloudflare login) needs your Cloudflare login. You are not logged in to Cloudflare. ${LOGIN}\n`,
    );
    expect(run.calls).toEqual([["whoami", "--json"]]);
    expect(run.out).not.toContain("3/8");
    // The build's configuration still waits for a real database.
    expect(run.config().d1_databases[0]?.database_id).toBe("local");
  });

  it("a login with several accounts: says which ids CLOUDFLARE_ACCOUNT_ID can be, before creating anything", () => {
    const account = newAccount();
    account.accounts.push({ id: "fedcba9876543210fedcba9876543210", name: "Smith Family" });
    const run = deploy(account);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "\n✗ Step 2 (your Cloudflare login): your login has 2 Cloudflare accounts, and the site goes into one. " +
        "Set CLOUDFLARE_ACCOUNT_ID to its id, then npm run cloudflare:deploy again:\n" +
        "    CLOUDFLARE_ACCOUNT_ID=0123456789abcdef0123456789abcdef  (Smith Builders)\n" +
        "    CLOUDFLARE_ACCOUNT_ID=fedcba9876543210fedcba9876543210  (Smith Family)\n",
    );
    expect(run.calls).toEqual([["whoami", "--json"]]);

    const chosen = deploy(account, { env: { CLOUDFLARE_ACCOUNT_ID: "fedcba9876543210fedcba9876543210" } });
    expect(chosen.status).toBe(0);
    expect(chosen.out).toContain("logged in as owner@smith-builders.com, account Smith Family");
  });

  it("a login refused later (a token without D1's permission): the login message names that step", () => {
    const run = deploy({
      ...newAccount(),
      fail: {
        "d1 list":
          "A request to the Cloudflare API (/accounts/0123456789abcdef0123456789abcdef/d1/database) failed.\n\n  Authentication error [code: 10000]",
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("✗ Step 3 (the leads database (D1)) needs your Cloudflare login.");
    expect(run.stderr).toContain(LOGIN);
    expect(run.calls).toEqual([
      ["whoami", "--json"],
      ["d1", "list", "--json"],
    ]);
  });

  it("a step that fails: its name and wrangler's own words, without colours or a stack trace", () => {
    const account = newAccount();
    account.fail = {
      deploy:
        "Could not find zone for `www.smith-builders.com`. Make sure the domain is set up to be proxied by Cloudflare. [code: 100117]",
    };
    const run = deploy(account);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "✗ Step 8 (the deployment) failed. wrangler said:\n    Could not find zone for `www.smith-builders.com`. Make sure the domain is set up to be proxied by Cloudflare. [code: 100117]",
    );
    expect(run.stderr).toContain("The domain smith-builders.com must be on this Cloudflare account");
    expect(run.stderr).not.toContain("\u001b[");
    expect(run.stderr).not.toContain("Logs were written");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.out).not.toContain("npm run check-live");
  });

  it("SITE_URL set as the refusal says: the example's build is built again for the company's address, then deployed", () => {
    const build = makeBuild("https://www.example.com");
    // npm run build, faked: the site.json the build would write, with the settings it was given.
    const npm = join(folder, "bin", "npm");
    mkdirSync(join(folder, "bin"));
    writeFileSync(
      npm,
      `#!${process.execPath}
const { readFileSync, writeFileSync } = require("node:fs");
const site = JSON.parse(readFileSync(process.env.BUILD_DIR + "/site.json", "utf8"));
const { SITE_URL, CONTACT_ENDPOINT, INBOX_HOST } = process.env;
writeFileSync(process.env.BUILD_DIR + "/site.json", JSON.stringify({ ...site, siteUrl: new URL(SITE_URL).origin }));
writeFileSync(process.env.BUILD_DIR + "/built-with.json", JSON.stringify({ args: process.argv.slice(2), SITE_URL, CONTACT_ENDPOINT, INBOX_HOST }));
`,
    );
    chmodSync(npm, 0o755);
    const run = deploy(newAccount(), {
      build,
      env: { SITE_URL: `${SITE}/`, PATH: `${join(folder, "bin")}:${process.env.PATH}` },
    });
    expect(run.out).toContain(
      `The build in ${build}/ is for https://www.example.com, not SITE_URL=${SITE}/: building it for Cloudflare first (npm run build)…`,
    );
    expect(JSON.parse(readFileSync(join(build, "built-with.json"), "utf8"))).toEqual({
      args: ["run", "build"],
      SITE_URL: `${SITE}/`,
      CONTACT_ENDPOINT: "/api/contact",
      INBOX_HOST: "cloudflare",
    });
    expect(run.out).toContain(`    ready: ${SITE}, its Worker smith-builders-com`);
    expect(run.status).toBe(0);
  });

  it("refuses the kit's example address before anything runs, saying to set SITE_URL", () => {
    const run = deploy(newAccount(), { build: makeBuild("https://www.example.com") });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "\n✗ Step 1 (the build for Cloudflare): the site would go live as https://www.example.com, the kit's example address. " +
        "Set SITE_URL to the company's address and run this again: SITE_URL=https://www.your-company.com npm run cloudflare:deploy\n",
    );
    expect(run.calls).toEqual([]);
  });

  it("as the publish workflow runs it on GitHub: no input, an API token, the repository's variables empty where unset", () => {
    // GitHub gives an unset variable as an empty string, and a run there has no earlier deploy's
    // configuration to keep settings from.
    const variables = Object.fromEntries(workflowVariables().map(({ name }) => [name, ""]));
    expect(Object.keys(variables)).toContain("LEADS_RETENTION_DAYS");
    const onGitHub = {
      ...variables,
      SITE_URL: SITE,
      GITHUB_ACTIONS: "true",
      CLOUDFLARE_API_TOKEN: "a-token",
      CLOUDFLARE_ACCOUNT_ID: newAccount().accounts[0]!.id,
    };
    // Without the retention, nothing is touched: a shorter period would delete older requests.
    const refused = deploy(newAccount(), { env: onGitHub });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "✗ Step 1 (the build for Cloudflare): LEADS_RETENTION_DAYS is not set as a repository variable.",
    );
    expect(refused.calls).toEqual([]);

    const run = deploy(newAccount(), { env: { ...onGitHub, LEADS_RETENTION_DAYS: "730" } });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.out).toMatch(/^8\/8 The deployment: smith-builders-com on www\.smith-builders\.com$/m);
    expect(run.out).toContain(
      "::warning::Not set as repository variables, so the site on Cloudflare takes their defaults: LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM, LEADS_RATE_LIMIT, LEADS_ALLOWED_ORIGINS, LEADS_PHOTOS_MAX_MB (without LEADS_NOTIFY_TO the requests are stored, not mailed).",
    );
    expect(run.calls.filter(([command]) => command === "deploy")).toHaveLength(1);

    // A token Cloudflare refuses: what to check on GitHub, not a login on a computer.
    const loggedOut = deploy(
      { ...newAccount(), loggedIn: false },
      { env: { ...onGitHub, LEADS_RETENTION_DAYS: "730" } },
    );
    expect(loggedOut.status).toBe(1);
    expect(loggedOut.stderr).toContain("check the repository's secret CLOUDFLARE_API_TOKEN");
    expect(loggedOut.stderr).not.toContain("wrangler login");
  });
});
