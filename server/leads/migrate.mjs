// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rollBack } from "./transaction.mjs";

const MIGRATIONS = join(import.meta.dirname, "migrations");

/** The number of the last migration this version knows (a database past it is a newer version's). */
export const latestMigration = () =>
  Math.max(
    0,
    ...readdirSync(MIGRATIONS)
      .filter((f) => /^\d+-.+\.sql$/.test(f))
      .map((f) => Number.parseInt(f, 10)),
  );

/**
 * Applies the migrations in server/leads/migrations/ that the database has not had yet, in order;
 * the database's user_version is the number of the last one applied. Foreign keys are checked when
 * a migration is done, not while it works: making a table again (SQLite's way to change one, 003)
 * drops the table the others refer to before its copy takes its name.
 * @param {import("node:sqlite").DatabaseSync} db
 * @param {number} [upTo] the last migration to apply (all by default; a copy of an older database
 *   takes only those it had)
 */
export function migrate(db, upTo = Infinity) {
  const applied = () =>
    Number(/** @type {{ user_version: number }} */ (db.prepare("PRAGMA user_version").get()).user_version);
  const files = readdirSync(MIGRATIONS)
    .filter((f) => /^\d+-.+\.sql$/.test(f))
    .sort();
  db.exec("PRAGMA foreign_keys = OFF");
  try {
    for (const file of files) {
      const version = Number.parseInt(file, 10);
      if (version <= applied() || version > upTo) continue;
      db.exec("BEGIN IMMEDIATE");
      try {
        // Read again under the write lock: another process (npm start beside npm run leads) may have
        // applied it while this one waited.
        if (version <= applied()) {
          db.exec("COMMIT");
          continue;
        }
        db.exec(readFileSync(join(MIGRATIONS, file), "utf8"));
        if (db.prepare("PRAGMA foreign_key_check").all().length > 0) {
          throw new Error(`migration ${file} would leave rows referring to rows it removed`);
        }
        db.exec(`PRAGMA user_version = ${version}`);
        db.exec("COMMIT");
      } catch (error) {
        rollBack(db, error);
      }
    }
  } finally {
    db.exec("PRAGMA foreign_keys = ON");
  }
}
