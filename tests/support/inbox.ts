import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ROOT, startSite, type RunningSite } from "./site";

/** The build whose form posts to npm start's own inbox (made once, in global-setup.ts). */
export const INBOX_BUILD = "build-inbox";

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
      const result = spawnSync("npm", ["run", "leads", "--silent", "--", ...args], {
        cwd: ROOT,
        env: { ...process.env, LEADS_DB: db },
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`npm run leads failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
