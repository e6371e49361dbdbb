// @ts-check
/** A lead as one row of the leads table (server/leads/migrations/): how every host stores one. */
import { SOURCE_KEYS } from "#shared/contact/lead-source.ts";

/** The columns a new lead fills, in order (the others have their defaults). */
const COLUMNS = [
  "received_at",
  "name",
  "email",
  "phone",
  "message",
  "service",
  "postcode",
  "outside_area",
  "start",
  "budget",
  ...SOURCE_KEYS,
  "photos",
  "language",
];

/** Stores one lead; answers its number. */
export const INSERT_LEAD = `INSERT INTO leads (${COLUMNS.join(", ")})
  VALUES (${COLUMNS.map(() => "?").join(", ")}) RETURNING id`;

/**
 * The values of INSERT_LEAD for a lead received at `now`.
 * @param {import("../../server/leads/store.mjs").LeadFields & import("../../server/leads/store.mjs").LeadDetails & { photos?: unknown[] }} lead
 * @param {Date} now
 * @returns {(string | number)[]}
 */
export const leadValues = (lead, now) => [
  now.toISOString(),
  lead.name,
  lead.email,
  lead.phone,
  lead.message,
  lead.service ?? "",
  lead.postcode ?? "",
  lead.outsideArea ? 1 : 0,
  lead.start ?? "",
  lead.budget ?? "",
  ...SOURCE_KEYS.map((key) => lead.source?.[key] ?? ""),
  JSON.stringify(lead.photos ?? []),
  lead.language ?? "",
];
