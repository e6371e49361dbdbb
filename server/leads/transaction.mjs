// @ts-check

/**
 * Rolls back the transaction in progress, if there still is one (SQLite ends it by itself on some
 * errors, a full disk among them), and throws the error that stopped it: never the rollback's own.
 * @param {import("node:sqlite").DatabaseSync} db @param {unknown} error
 * @returns {never}
 */
export function rollBack(db, error) {
  if (db.isTransaction) db.exec("ROLLBACK");
  throw error;
}
