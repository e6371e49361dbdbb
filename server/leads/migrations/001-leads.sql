-- The quote requests the form sent, and the outbox that mails each one to the company.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL, -- ISO 8601, UTC
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL
) STRICT;

-- One row per lead to mail (only when mail is set up when it arrives). sent_at is set once the mail
-- server has accepted the message; until then it is retried from next_attempt_at (ms since epoch).
CREATE TABLE outbox (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at TEXT
) STRICT;

CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
