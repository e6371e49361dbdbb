/**
 * The name an uploaded photo is stored under: pure, so tested without a browser
 * (./photo-names.test.ts). Used by the editor's photo list (./admin/photo-list.ts).
 */

const split = (name: string): [stem: string, extension: string] => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
};

/**
 * The name a picked file is stored under in the photos folder, as the editor's photo library
 * names an upload (slugify_filename):
 * lower-case, accents dropped, any other character than a letter, digit, "_", "-" or "." made a
 * hyphen ("Küche Süd (1).JPG" → "kuche-sud-1.jpg"). The extension is kept as it is, so a file of
 * another kind ("plan.pdf") is refused by the backend under its own name.
 */
export function photoFileName(original: string): string {
  const clean = original
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-");
  const [stem, extension] = split(clean);
  const tidy = stem.replace(/-{2,}/g, "-").replace(/^[-.]+|[-.]+$/g, "");
  return `${tidy || "photo"}${extension.replace(/-+/g, "")}`;
}
