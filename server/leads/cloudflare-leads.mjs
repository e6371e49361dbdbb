// @ts-check
/**
 * `npm run leads -- --cloudflare` (`--local`: the local simulation of npm run cloudflare:dev): the
 * quote requests the Worker stored in D1, with their photos from R2, read through wrangler.
 *
 * Every run copies the inbox into a mirror with npm start's own layout, readable by its user only,
 * and the listing, --csv, --sources, --person and --backup read that mirror with npm start's own
 * code (cli.mjs): data/cloudflare/leads.sqlite and data/cloudflare/lead-photos/<id>/ (for --local,
 * .wrangler/local/mirror/). The leads are read with queries (wrangler d1 execute: D1 goes on serving
 * the form); --backup exports the database whole (wrangler d1 export, which makes the form wait while
 * it runs). The photos are downloaded once each. --delete deletes in Cloudflare (the photos in R2 first, then the rows in one
 * statement), then in the mirror.
 */
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { LOCAL_STATE, wrangler } from "../../scripts/cloudflare-site.mjs";
import { leadPhotoDir, leadPhotosRoot, makePrivateFolder } from "./lead-photos.mjs";
import { migrate } from "./migrate.mjs";
import { ownerWords } from "#shared/copy/owner.ts";

const { leadsCloudflare } = ownerWords;

/** What stopped a run, in words the owner can act on. */
export class CloudflareError extends Error {}

/** @typedef {{ local: boolean, config: string, bucket: string, mirror: string }} CloudflareInbox mirror: the mirror's database */

/**
 * The Cloudflare inbox to read: the local one of cloudflare:dev, or the deployed one of the build's
 * wrangler.json (cloudflare:deploy writes its database's id there).
 * @param {{ local: boolean, buildDir: string }} options
 * @returns {CloudflareInbox}
 */
export function cloudflareInbox({ local, buildDir }) {
  const config = local ? join(LOCAL_STATE, "wrangler.json") : join(buildDir, "cloudflare", "wrangler.json");
  if (!existsSync(config)) {
    throw new CloudflareError(
      local ? leadsCloudflare.noLocalInbox(LOCAL_STATE) : leadsCloudflare.noBuild(buildDir),
    );
  }
  const settings = JSON.parse(readFileSync(config, "utf8"));
  if (!local && settings.d1_databases?.[0]?.database_id === "local") {
    throw new CloudflareError(leadsCloudflare.notDeployed(buildDir));
  }
  return {
    local,
    config,
    bucket: String(settings.r2_buckets?.[0]?.bucket_name ?? ""),
    mirror: local ? join(LOCAL_STATE, "mirror", "leads.sqlite") : join("data", "cloudflare", "leads.sqlite"),
  };
}

/** wrangler's flag for where: the local simulation or the account. @param {CloudflareInbox} inbox */
const where = (inbox) => (inbox.local ? "--local" : "--remote");

/**
 * Runs wrangler for `inbox`; throws what it said, or that the owner must log in first.
 * @param {CloudflareInbox} inbox @param {string[]} args @param {string} doing what it was doing, for the
 *   message (leadsCloudflare.doing)
 */
function run(inbox, args, doing) {
  const result = wrangler([...args, where(inbox), "-c", inbox.config]);
  if (result.status === 0) return result.stdout;
  const said = `${result.stdout}\n${result.stderr}`;
  if (!inbox.local && /login|logged in|authenticat|CLOUDFLARE_API_TOKEN/i.test(said)) {
    throw new CloudflareError(leadsCloudflare.needsLogin(doing));
  }
  const words = stripVTControlCharacters(said)
    .split("\n")
    .filter((line) => /ERROR|error|✘/.test(line))
    .join(" ")
    .trim();
  throw new CloudflareError(leadsCloudflare.failed(doing, words || said.trim().slice(-500)));
}

/** The R2 key of a lead's photo (cloudflare/upload.mjs's layout). @param {string} folder @param {string} file */
const photoKey = (folder, file) => `lead-photos/${folder}/${file}`;

/** A photo's name and folder as the Worker gives them ("2.jpg", a random UUID): never a path. */
const PHOTO_FILE = /^[1-9]\d*\.[a-z]{3,4}$/;
const PHOTO_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A lead's photos in the bucket, from its photos column: only names the Worker writes, so nothing
 * in the database can make the mirror write outside a lead's folder.
 * @param {string} photos @returns {{ file: string, folder: string, bytes: number }[]}
 */
export function keptPhotos(photos) {
  try {
    const list = JSON.parse(photos);
    return Array.isArray(list)
      ? list.filter((p) => PHOTO_FILE.test(String(p?.file)) && PHOTO_FOLDER.test(String(p?.folder)))
      : [];
  } catch {
    return [];
  }
}

/**
 * The rows of each query on the inbox's database, in one `wrangler d1 execute --json` (one start of
 * wrangler and one round trip to Cloudflare, a result per statement): reads, which D1 serves while
 * the Worker writes (an export would stop the form for as long as it takes).
 * @param {CloudflareInbox} inbox @param {string[]} statements
 * @returns {Record<string, string | number | null>[][]}
 */
function queries(inbox, statements) {
  const doing = leadsCloudflare.doing.reading;
  const out = run(inbox, ["d1", "execute", "DB", "--json", "--command", statements.join("; ")], doing);
  const results = JSON.parse(out.slice(out.indexOf("[")));
  // Never fewer rows than D1 holds: an answer without a result per statement stops the copy.
  if (!Array.isArray(results) || results.length !== statements.length) {
    throw new CloudflareError(leadsCloudflare.failed(doing, out.trim().slice(-500)));
  }
  return results.map((result) => result?.results ?? []);
}

/**
 * The inbox's database in `partial`: exported whole (`whole`, for --backup: D1's own copy of every
 * table), or its leads and outbox read into npm start's schema (the migrations D1 had, as npm
 * start's store counts them).
 * @param {CloudflareInbox} inbox @param {string} partial @param {boolean} whole
 */
function copyDatabase(inbox, partial, whole) {
  if (whole) {
    const dump = `${partial}.sql`;
    try {
      run(inbox, ["d1", "export", "DB", "--output", dump], leadsCloudflare.doing.exporting);
      // The export lists the outbox (which refers to the leads) before the leads: checked once whole.
      const db = new DatabaseSync(partial, { enableForeignKeyConstraints: false });
      try {
        db.exec(readFileSync(dump, "utf8"));
        if (db.prepare("PRAGMA foreign_key_check").all().length > 0) {
          throw new CloudflareError(leadsCloudflare.orphans);
        }
        db.exec(`PRAGMA user_version = ${migrationsOf(db.prepare("SELECT name FROM d1_migrations").all())}`);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dump, { force: true });
    }
    return;
  }
  const [migrations = [], leads = [], outbox = []] = queries(inbox, [
    "SELECT name FROM d1_migrations",
    "SELECT * FROM leads ORDER BY rowid",
    "SELECT * FROM outbox ORDER BY rowid",
  ]);
  const db = new DatabaseSync(partial);
  try {
    // npm start's schema as far as D1's: its migrations, up to the last one D1 has applied.
    migrate(db, migrationsOf(migrations));
    for (const [table, rows] of /** @type {const} */ ([
      ["leads", leads],
      ["outbox", outbox],
    ])) {
      const columns = new Set(
        db
          .prepare(`SELECT name FROM pragma_table_info('${table}')`)
          .all()
          .map((c) => String(c.name)),
      );
      db.exec("BEGIN");
      for (const row of rows) {
        const names = Object.keys(row).filter((name) => columns.has(name));
        db.prepare(
          `INSERT INTO ${table} (${names.map((n) => `"${n}"`).join(", ")}) VALUES (${names.map(() => "?").join(", ")})`,
        ).run(...names.map((name) => row[name] ?? null));
      }
      db.exec("COMMIT");
    }
  } finally {
    db.close();
  }
}

/** The number of the last migration among D1's applied ones ("004-refused-mail.sql" is 4). @param {unknown[]} rows */
const migrationsOf = (rows) =>
  Math.max(
    0,
    ...rows.map((row) => Number.parseInt(String(/** @type {{ name: unknown }} */ (row).name), 10) || 0),
  );

/**
 * Copies the inbox into its mirror, and each photo not yet there; answers the mirror's database.
 * @param {CloudflareInbox} inbox @param {{ whole?: boolean }} [options] whole: the database exported
 *   whole (--backup), which stops the form's requests while it runs
 */
export function refreshMirror(inbox, { whole = false } = {}) {
  const folder = dirname(inbox.mirror);
  makePrivateFolder(folder);
  const partial = `${inbox.mirror}.partial`;
  rmSync(partial, { force: true });
  try {
    copyDatabase(inbox, partial, whole);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${inbox.mirror}${suffix}`, { force: true });
  // Visitors' names, messages and photos: readable by this user only.
  chmodSync(partial, 0o600);
  renameSync(partial, inbox.mirror);

  // The photos of the leads the database holds; those of leads gone since go from the mirror too.
  const db = new DatabaseSync(inbox.mirror, { readOnly: true });
  const rows = /** @type {{ id: number, photos: string }[]} */ (
    /** @type {unknown} */ (db.prepare("SELECT id, photos FROM leads").all())
  );
  db.close();
  const root = leadPhotosRoot(inbox.mirror);
  const ids = new Set(rows.map((row) => String(row.id)));
  if (existsSync(root)) {
    for (const entry of readdirSync(root))
      if (!ids.has(entry)) rmSync(join(root, entry), { recursive: true, force: true });
  }
  for (const { id, photos } of rows) {
    for (const photo of keptPhotos(photos)) {
      const target = join(leadPhotoDir(inbox.mirror, id), photo.file);
      if (existsSync(target) && statSync(target).size === photo.bytes) continue;
      makePrivateFolder(dirname(target));
      run(
        inbox,
        ["r2", "object", "get", `${inbox.bucket}/${photoKey(photo.folder, photo.file)}`, "--file", target],
        leadsCloudflare.doing.downloading(photo.file, id),
      );
      chmodSync(target, 0o600);
    }
  }
  return inbox.mirror;
}

/**
 * Deletes a lead in Cloudflare: its photos in R2, then its outbox row and its row in one statement;
 * then refreshes the mirror. False when there was no such lead.
 * @param {CloudflareInbox} inbox @param {number} id
 */
export function deleteCloudflareLead(inbox, id) {
  const mirror = refreshMirror(inbox);
  const db = new DatabaseSync(mirror, { readOnly: true });
  const row = /** @type {{ photos: string } | undefined} */ (
    db.prepare("SELECT photos FROM leads WHERE id = ?").get(id)
  );
  db.close();
  if (!row) return false;
  for (const photo of keptPhotos(row.photos)) {
    run(
      inbox,
      ["r2", "object", "delete", `${inbox.bucket}/${photoKey(photo.folder, photo.file)}`],
      leadsCloudflare.doing.deletingPhoto(photo.file, id),
    );
  }
  run(
    inbox,
    [
      "d1",
      "execute",
      "DB",
      "--command",
      `DELETE FROM outbox WHERE lead_id = ${id}; DELETE FROM leads WHERE id = ${id}`,
    ],
    leadsCloudflare.doing.deleting(id),
  );
  refreshMirror(inbox);
  return true;
}
