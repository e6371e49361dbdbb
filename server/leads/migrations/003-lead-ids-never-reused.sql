-- A deleted lead's number is never given to another (AUTOINCREMENT): it names the lead in mails,
-- backups and its photos' folder (lead-photos/<id>/). SQLite cannot add AUTOINCREMENT to a table,
-- so the table is made again, with every column of 001 and 002 in their order, and every row; the
-- numbers go on from the largest one kept. Run with foreign keys checked at the end (store.mjs's
-- migrate), as the outbox refers to the leads by their number.
CREATE TABLE leads_003 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at TEXT NOT NULL, -- ISO 8601, UTC
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  service TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  outside_area INTEGER NOT NULL DEFAULT 0,
  start TEXT NOT NULL DEFAULT '',
  budget TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  utm_term TEXT NOT NULL DEFAULT '',
  utm_content TEXT NOT NULL DEFAULT '',
  gclid TEXT NOT NULL DEFAULT '',
  referrer_host TEXT NOT NULL DEFAULT '',
  from_page TEXT NOT NULL DEFAULT '',
  photos TEXT NOT NULL DEFAULT '[]'
) STRICT;

INSERT INTO leads_003 (id, received_at, name, email, phone, message, service, postcode, outside_area,
  start, budget, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, referrer_host,
  from_page, photos)
SELECT id, received_at, name, email, phone, message, service, postcode, outside_area, start, budget,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, referrer_host, from_page, photos
FROM leads;

DROP TABLE leads;
ALTER TABLE leads_003 RENAME TO leads;
