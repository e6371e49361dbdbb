import { SOURCE_KEYS } from "../../server/leads/lead-summary.mjs";
import type { Lead } from "../../server/leads/store.mjs";

/** A lead as the store lists it (server/leads/store.mjs): Ada's, received on New Year's Day 2026, not mailed; `fields` change it. */
export const storedLead = (fields: Partial<Lead> = {}) =>
  ({
    id: 1,
    received_at: "2026-01-01T00:00:00.000Z",
    name: "Ada",
    email: "ada@example.com",
    phone: "",
    message: "Hi",
    mail: "off",
    attempts: 0,
    last_error: null,
    service: "",
    postcode: "",
    outside_area: 0,
    start: "",
    budget: "",
    ...Object.fromEntries(SOURCE_KEYS.map((key) => [key, ""])),
    photos: "[]",
    ...fields,
  }) as Lead;
