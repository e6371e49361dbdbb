// @ts-check
/** A lead in the owner's words, the same in `npm run leads` and the notification mail. */

/** How a lead outside the areas served is marked, in the listing, the CSV and the mail. */
export const OUTSIDE_AREA = "outside the service area";

/**
 * What the form's optional fields say about the job, as "Label: value" (the given ones only).
 * @param {import("./store.mjs").Lead} lead
 */
export function leadDetails(lead) {
  const postcode = lead.postcode && `${lead.postcode}${lead.outside_area ? ` (${OUTSIDE_AREA})` : ""}`;
  return [
    ["Type of project", lead.service],
    ["Postal code", postcode],
    ["Start", lead.start],
    ["Budget", lead.budget],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
}
