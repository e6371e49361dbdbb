import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";

/**
 * Photos with a quote request, and what the inbox keeps of them (lead-inbox-photos's tests, without
 * a browser and in Chromium): a plain photo of any size, the leads' photos as stored, and every file
 * in the inbox's folder.
 */
export const photo = (width: number, height: number, format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** Each stored lead's id, name and photos (JSON), from the leads database `db`. */
export function storedLeads(db: string) {
  const connection = new DatabaseSync(db);
  try {
    return connection.prepare("SELECT id, name, photos FROM leads ORDER BY id").all() as {
      id: number;
      name: string;
      photos: string;
    }[];
  } finally {
    connection.close();
  }
}

/** Every file in the folder of the leads database `db` (the database's and the photos'), relative to it. */
export function filesOfInbox(db: string) {
  const root = dirname(db);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !/^leads\.sqlite(-wal|-shm)?$/.test(file))
    .sort();
}

/**
 * Runs `act`, then checks that no lead was stored and no file was left anywhere in the folder of the
 * leads database `db` (in either runner: it throws, naming what was left).
 */
export async function storesNothing(db: string, act: () => Promise<void>) {
  const leads = storedLeads(db).length;
  const files = filesOfInbox(db);
  await act();
  const after = { leads: storedLeads(db).length, files: filesOfInbox(db) };
  if (after.leads !== leads)
    throw new Error(`No lead should have been stored: ${leads} before, ${after.leads} after.`);
  if (JSON.stringify(after.files) !== JSON.stringify(files))
    throw new Error(
      `No file should have been left: ${JSON.stringify(files)} before, ${JSON.stringify(after.files)} after.`,
    );
}
