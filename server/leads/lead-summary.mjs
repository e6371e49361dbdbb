// @ts-check
/** A lead in the owner's words, the same in `npm run leads` and the notification mail. */
import { FIELD_NAMES, labelOf } from "#shared/contact/fields.ts";
import { SOURCE_KEYS, sourceLabel, sourceName } from "#shared/contact/lead-source.ts";
import { OWNER_LANGUAGE, ownerWords } from "#shared/copy/owner.ts";

const { contactCopy, leadsCli, leadsCopy } = ownerWords;

const LABELS = contactCopy.labels;

/** @typedef {Record<import("#shared/contact/fields.ts").FieldName, string>} FieldLabels */

/**
 * The form's labels, as the mail, the CSV and `npm run leads` name the fields: as a build's form
 * shows them (with the owner's word for the postal code), or the defaults without a build.
 * @param {Pick<import("#shared/contact/fields.ts").FormChoices, "postcodeLabel"> | undefined} choices
 * @returns {FieldLabels}
 */
export const fieldLabels = (choices) =>
  choices
    ? /** @type {FieldLabels} */ (
        Object.fromEntries(FIELD_NAMES.map((f) => [f, labelOf(f, choices, LABELS)]))
      )
    : LABELS;

/** How a lead outside the areas served is marked, in the listing, the CSV and the mail. */
export const OUTSIDE_AREA = leadsCopy.outsideArea;

/**
 * What the form's optional fields say about the job, as "Label: value" (the given ones only), and
 * the photos the visitor sent that could not be kept.
 * @param {import("./store.mjs").Lead} lead
 * @param {FieldLabels} [labels] the form's (fieldLabels)
 */
export function leadDetails(lead, labels = LABELS) {
  const postcode = lead.postcode && `${lead.postcode}${lead.outside_area ? ` (${OUTSIDE_AREA})` : ""}`;
  return [
    [labels.service, lead.service],
    [labels.postcode, postcode],
    [labels.start, lead.start],
    [labels.budget, lead.budget],
    [leadsCopy.photosNotKept, notKeptText(lead)],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
}

/**
 * "2 sent (deck.jpg, porch.jpg), the photos' storage budget was full", or "" when every photo sent was kept.
 * @param {{ photos?: string }} lead
 */
function notKeptText(lead) {
  const photos = photosNotKept(lead);
  if (photos.length === 0) return "";
  const why = photos[0]?.notKept;
  return `${leadsCopy.sentNotKept(photos.length, photos.map((p) => p.name).join(", "))}${why ? `, ${why}` : ""}`;
}

/**
 * Where a lead came from, in a few words ("google / cpc / spring-kitchens, from /services/kitchens").
 * @param {import("./store.mjs").Lead} lead
 */
export const leadSourceLabel = (lead) =>
  lead.language && lead.language !== OWNER_LANGUAGE
    ? `${sourceLabel(lead, leadsCopy)} (${leadsCopy.pageLanguage(languageName(lead.language))})`
    : sourceLabel(lead, leadsCopy);

/**
 * A language's name in the owner's language ("es": "Spanish" to an English-speaking owner).
 * @param {string} code
 */
const languageName = (code) => new Intl.DisplayNames(OWNER_LANGUAGE, { type: "language" }).of(code) ?? code;

/**
 * `npm run leads -- --sources`: requests per source per month, the newest month first, the most
 * frequent source first within it.
 * @param {import("./store.mjs").Lead[]} leads
 */
export function sourcesText(leads) {
  if (leads.length === 0) return `${leadsCli.none}\n`;
  /** @type {Map<string, Map<string, number>>} */
  const months = new Map();
  for (const lead of leads) {
    const month = lead.received_at.slice(0, 7);
    const counts = months.get(month) ?? new Map();
    const name = sourceName(lead, leadsCopy);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    months.set(month, counts);
  }
  const lines = [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .flatMap(([month, counts]) =>
      [...counts.entries()]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .map(([name, n]) => `${month}  ${String(n).padStart(4)}  ${name}`),
    );
  const { month, requests, source } = leadsCli.sources;
  return `${month.padEnd(9)}${requests}  ${source}\n${lines.join("\n")}\n`;
}

export { SOURCE_KEYS };

/** @param {number} bytes */
const size = (bytes) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A photo sent with a request but not kept (no room for it: photo-budget.mjs), as the lead's photos
 * column records it beside the kept ones: the visitor's name for it, and why.
 * @typedef {{ name: string, notKept: string }} PhotoNotKept
 */
/** @param {string} name @param {string} why @returns {PhotoNotKept} */
export const photoNotKept = (name, why) => ({ name, notKept: why });

/** What a lead's photos column holds (nothing when it says nothing readable). @param {{ photos?: string }} lead */
function photoRecords(lead) {
  try {
    const photos = JSON.parse(lead.photos ?? "[]");
    return Array.isArray(photos) ? photos : [];
  } catch {
    return [];
  }
}

/**
 * The photos that came with a lead and are kept in its folder.
 * @param {{ photos?: string }} lead
 * @returns {import("./photo-upload.mjs").StoredPhoto[]}
 */
export const leadPhotos = (lead) => photoRecords(lead).filter((p) => typeof p?.file === "string" && p.file);

/**
 * The photos sent with a lead but not kept.
 * @param {{ photos?: string }} lead
 * @returns {PhotoNotKept[]}
 */
export const photosNotKept = (lead) => photoRecords(lead).filter((p) => typeof p?.notKept === "string");

/**
 * Each photo as the owner reads it: its file, then the visitor's name for it and its size.
 * @param {{ photos?: string }} lead
 */
export const photoLines = (lead) => leadPhotos(lead).map((p) => `${p.file} (${p.name}, ${size(p.bytes)})`);
