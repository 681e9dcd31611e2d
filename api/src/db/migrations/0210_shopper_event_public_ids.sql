-- What a shopper's event stream calls an event (docs/live-updates.md, "Event ids"): a random id of
-- its own. shopper_events.id counts every shopper's events: shown, it would tell any shopper how
-- many events the store had, and a guessed Last-Event-ID whether it had been given out. A
-- reconnect's Last-Event-ID is looked up among the caller's own events only.
ALTER TABLE shopper_events ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE INDEX shopper_events_public_id_idx ON shopper_events (user_id, public_id);

-- The notification carries the public id too: the instances hand it to the streams as it is.
CREATE OR REPLACE FUNCTION record_shopper_event(p_user integer, p_kind text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  stored shopper_events;
BEGIN
  INSERT INTO shopper_events (user_id, kind, data) VALUES (p_user, p_kind, p_data) RETURNING * INTO stored;
  PERFORM pg_notify('shopper_events', current_schema() || '|' || json_build_object(
    'id', stored.id, 'public_id', stored.public_id, 'user_id', stored.user_id, 'kind', stored.kind,
    'data', stored.data)::text);
END
$$;
