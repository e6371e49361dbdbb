-- What a request says about the job (the form's optional fields, issue 26): "" when not given.
ALTER TABLE leads ADD COLUMN service TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN postcode TEXT NOT NULL DEFAULT '';
-- 1: the postal code is not among the areas served (the request is kept; the owner decides).
ALTER TABLE leads ADD COLUMN outside_area INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN start TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN budget TEXT NOT NULL DEFAULT '';
