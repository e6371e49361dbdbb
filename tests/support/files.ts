import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Every file under `root` and its bytes (base64), by its path from the root: what a test compares. */
export function filesUnder(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = readFileSync(path).toString("base64");
  }
  return files;
}
