-- The language of the page a request was sent from, on a site in more than one language (issue 37):
-- "es" for the Spanish pages; "" on a site in one language, and for the requests stored before.
ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT '';
