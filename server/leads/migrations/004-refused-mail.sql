-- A mail the mail server refused for good (a 5xx answer: a content filter, a message too large): set
-- when it was refused, with the server's words in last_error. It is not tried again.
ALTER TABLE outbox ADD COLUMN refused_at TEXT;
DROP INDEX outbox_pending;
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND refused_at IS NULL;
