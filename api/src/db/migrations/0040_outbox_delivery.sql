-- Outbox delivery (plugins/outbox-dispatcher): e-mail over SMTP, SMS through a gateway webhook.
-- A failed send waits before its next try; a row being sent is leased to one API instance, so
-- several instances never send the same message twice.
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
DROP INDEX outbox_pending_idx;
CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at) WHERE status = 'pending';
