/**
 * Names of uploaded photos and the words the editor says about an upload of several: pure, so
 * tested without a browser (./photo-names.test.ts). Used by the "Add several photos" control
 * (./photo-list.ts) and the local backend (./backend.ts).
 */

const split = (name: string): [stem: string, extension: string] => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
};

/**
 * The name a picked file is stored under in the photos folder, as Decap names a single upload:
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

/**
 * `name`, or the first of "name-2.jpg", "name-3.jpg"… that is not `taken`: an upload never
 * replaces a photo already in the folder (two phones both make "img_0001.jpg").
 */
export function freePhotoName(name: string, taken: (name: string) => boolean): string {
  if (!taken(name)) return name;
  const [stem, extension] = split(name);
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${extension}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The reason the backend gave, without the path it names (the owner knows the file by its name). */
export const refusalReason = (message: string) =>
  message.replace(/:\s*app\/content\/photos\/\S*$/, "").trim() || "it could not be uploaded";

/** A line of what the control says: `refused` for a file not added (shown in red). */
export type ReportLine = { text: string; refused: boolean };

/** What the control says when an upload of several has ended: what was added, what was not and why. */
export function uploadReport(added: string[], refused: { file: string; reason: string }[]): ReportLine[] {
  const lines: ReportLine[] = [];
  if (added.length > 0)
    lines.push({
      text: `Added ${added.length === 1 ? "1 photo" : `${added.length} photos`} at the end of the list: write a description for each, then put them in order.`,
      refused: false,
    });
  for (const { file, reason } of refused)
    lines.push({ text: `Not added: ${file} (${reason}).`, refused: true });
  return lines;
}
