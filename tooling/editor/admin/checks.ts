/**
 * The check of a save in the editor on the live site: the whole file against the content schema
 * (app/content/schema/), the same schema the build checks, so a mistake is refused here with the
 * schema's message instead of failing the publish after the commit. What is saved is the file as
 * the build reads it: emptied fields left out and the read-only values of the specification
 * (`fixed_*`, ./fields.ts) never written.
 */
import type { z } from "zod";
import { companyTextsSchema, dataFiles, projectFile, PROJECTS_FOLDER } from "../../../app/content/schema";
import { defOf, wordsOf } from "../field-words";
import { normalize } from "../normalize";
import { CONTENT_FOLDER, PHOTOS_FOLDER } from "../paths";

/** The schema of the file at `path` (app/content/…, app/content/<language>/…), or none. */
export function schemaOfFile(path: string): z.ZodType | undefined {
  const inner = path.startsWith(`${CONTENT_FOLDER}/`) ? path.slice(CONTENT_FOLDER.length + 1) : undefined;
  if (inner === undefined) return undefined;
  const parts = inner.split("/");
  // The first language's files are app/content's own; another language's app/content/<language>/'s.
  const other = parts.length > 1 && parts[0] !== PROJECTS_FOLDER;
  const [folder, name] = other ? [parts[1], parts[2]] : [parts[0], parts[1]];
  if (folder === PROJECTS_FOLDER && name?.endsWith(".json")) return projectFile;
  const file = folder?.replace(/\.json$/, "");
  if (other && name !== undefined) return undefined;
  if (file === "company" && other) return companyTextsSchema;
  return file && file in dataFiles ? dataFiles[file as keyof typeof dataFiles] : undefined;
}

/** The field's words along a path of the schema: "Phone › Shown as". */
export function labelOf(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const labels: string[] = [];
  let at: z.ZodType | undefined = schema;
  for (const key of path) {
    while (at && ["optional", "default"].includes(defOf(at).type)) at = defOf(at).innerType;
    if (!at) break;
    if (typeof key === "number") {
      labels.push(`#${key + 1}`);
      at = defOf(at).element;
    } else {
      at = defOf(at).shape?.[String(key)];
      labels.push(at ? wordsOf(String(key), at).label : String(key));
    }
  }
  return labels.join(" › ");
}

/**
 * A photo uploaded in the editor is named as the schema wants it, by its file name alone: Sveltia
 * 0.221.1 gives it its path in the repository ("/app/content/photos/kitchen.jpg"), as it does for
 * any `public_folder` that is empty.
 */
const PHOTO_PATH = new RegExp(`^/?${PHOTOS_FOLDER}/([^/]+)$`);

/**
 * Keys of a list's items that are Sveltia's own, not the file's: once a list has had an item added,
 * moved or removed, Sveltia 0.221.1 marks its items (`__sc_item_id`, `__sc_item_original_key_path`)
 * in the data a `preSave` handler is given, and leaves them out of the file itself.
 */
const SVELTIA_KEY = /^__sc_/;

/**
 * A copy without the read-only values of the specification (the schema would strip them too) and
 * Sveltia's own keys (the strict schema would refuse them), and each uploaded photo by its name.
 */
function withoutFixed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFixed);
  if (typeof value === "string") return value.replace(PHOTO_PATH, "$1");
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith("fixed_") && !SVELTIA_KEY.test(key))
      .map(([key, inner]) => [key, withoutFixed(inner)]),
  );
}

/**
 * A copy without the switches left off that the file may leave out (an optional `true`/`false`):
 * Sveltia writes `false` for each one it showed, which would rewrite lines the owner never touched.
 */
export function withoutOffSwitches(schema: z.ZodType | undefined, value: unknown): unknown {
  let def = schema && defOf(schema);
  while (def && ["optional", "default"].includes(def.type) && def.innerType) def = defOf(def.innerType);
  if (!def) return value;
  if (Array.isArray(value)) return value.map((item) => withoutOffSwitches(def.element, item));
  if (!def.shape || !value || typeof value !== "object") return value;
  const shape = def.shape;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => {
        const field = shape[key] && defOf(shape[key]);
        const optionalSwitch = field?.type === "optional" && defOf(field.innerType!).type === "boolean";
        return !(optionalSwitch && inner === false);
      })
      .map(([key, inner]) => [key, withoutOffSwitches(shape[key], inner)]),
  );
}

export type Checked = { data: Record<string, unknown> } | { problem: string };

/** The data to save at `path`, or the schema's words for what to fix first. */
export function checkSave(path: string, data: unknown): Checked {
  const schema = schemaOfFile(path);
  if (!schema) return { problem: `${path} is not a file the site reads.` };
  const clean = (withoutOffSwitches(schema, withoutFixed(normalize(data))) ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(clean, {
    error: (issue) => (issue.input === undefined ? "is missing" : undefined),
  });
  // As the build reads it, and as `npm run edit` writes it: the schema's keys, in its order.
  if (result.success) return { data: result.data as Record<string, unknown> };
  const issue = result.error.issues[0]!;
  return { problem: `${labelOf(schema, issue.path)}: ${issue.message}` };
}
