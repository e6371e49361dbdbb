-- What a request says about the job (the form's optional fields, issue 26): "" when not given.
ALTER TABLE leads ADD COLUMN service TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN postcode TEXT NOT NULL DEFAULT '';
-- 1: the postal code is not among the areas served (the request is kept; the owner decides).
ALTER TABLE leads ADD COLUMN outside_area INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN budget TEXT NOT NULL DEFAULT '';

-- Where the request came from (shared/contact/lead-source.ts): the campaign parameters of the page that
-- led to the form or of the contact page, the other site's host, the page of this site before the
-- form; "" when the browser said nothing.
ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN gclid TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN from_page TEXT NOT NULL DEFAULT '';

-- The photos that came with the request, as JSON: [{ "file": "1.jpg", "name": "kitchen.jpg",
-- "type": "jpeg", "bytes": 123456 }], the files in lead-photos/<id>/ beside the database
-- (server/leads/lead-photos.mjs); "name" is the visitor's, kept as text only.
ALTER TABLE leads ADD COLUMN photos TEXT NOT NULL DEFAULT '[]';
