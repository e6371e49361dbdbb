/**
 * What the editor calls a field and what it says of it, read from the schema: each field's
 * `.meta()` (app/content/schema/) holds its `title` (the label), its `description` (the hint under
 * it) and, for a list, `singular` (what one item is called, on its "Add …" button). A field with no
 * title is called by its key, spaced: "hoursNote" would be "Hours note".
 */
import type { z } from "zod";

/** The words a field's schema gives it. */
export type FieldMeta = { title?: string; description?: string; singular?: string };

/** The parts of a schema's definition the editor reads. */
export type Def = {
  type: string;
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
};
export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A schema's words, an optional or defaulted field's own over those of the schema it wraps. */
export function metaOf(schema: z.ZodType): FieldMeta {
  const def = defOf(schema);
  const wrapped = def.type === "optional" || def.type === "default" ? metaOf(def.innerType!) : {};
  return { ...wrapped, ...(schema.meta() as FieldMeta | undefined) };
}

/** "hoursNote" as "Hours note". */
const spaced = (key: string) =>
  key
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The label, hint and item name of the field `key` whose schema is `schema`. */
export function wordsOf(key: string, schema: z.ZodType) {
  const { title, description, singular } = metaOf(schema);
  return { label: title ?? spaced(key), hint: description, singular };
}
