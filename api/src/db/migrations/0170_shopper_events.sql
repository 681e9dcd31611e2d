-- What a signed-in shopper waits for, as it happens (docs/live-updates.md): an order's status or
-- payment, a ticket's reply or status, the basket or wishlist changed elsewhere, a session revoked.
-- Triggers write each change here and notify at commit, whoever made it (our routes, another API
-- instance, the seller application, an operator's SQL); every instance LISTENs and hands each event
-- to its own streams of that user. Kept a short while (housekeeping) so a stream that reconnects
-- with Last-Event-ID gets what it missed. Payloads carry ids and changed fields, nothing else.
CREATE TABLE shopper_events (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('order', 'ticket', 'basket', 'wishlist', 'session_revoked')),
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shopper_events_user_idx ON shopper_events (user_id, id);
CREATE INDEX shopper_events_created_idx ON shopper_events (created_at);

-- Stores one event and notifies '<schema>|<event as JSON>' (well under pg_notify's 8000 bytes:
-- ids and a few fields). The schema lets instances of other schemas (the test suite's) ignore it.
CREATE FUNCTION record_shopper_event(p_user integer, p_kind text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  stored shopper_events;
BEGIN
  INSERT INTO shopper_events (user_id, kind, data) VALUES (p_user, p_kind, p_data) RETURNING * INTO stored;
  PERFORM pg_notify('shopper_events', current_schema() || '|' || json_build_object(
    'id', stored.id, 'user_id', stored.user_id, 'kind', stored.kind, 'data', stored.data)::text);
END
$$;

CREATE FUNCTION shopper_event_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shopper_event(NEW.user_id, 'order', jsonb_build_object(
    'order_id', NEW.id, 'order_code', NEW.order_code, 'order_status', NEW.order_status,
    'payment_status', NEW.payment_status, 'refund_status', NEW.refund_status));
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_shopper_event AFTER UPDATE OF order_status, payment_status, refund_status ON orders
  FOR EACH ROW
  WHEN (OLD.order_status IS DISTINCT FROM NEW.order_status
     OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
     OR OLD.refund_status IS DISTINCT FROM NEW.refund_status)
  EXECUTE FUNCTION shopper_event_order();

CREATE FUNCTION shopper_event_ticket_message() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shopper_event(t.user_id, 'ticket', jsonb_build_object(
    'ticket_id', t.id, 'message_id', NEW.id, 'is_staff', NEW.is_staff, 'status', t.status))
    FROM support_tickets t WHERE t.id = NEW.ticket_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER support_ticket_messages_shopper_event AFTER INSERT ON support_ticket_messages
  FOR EACH ROW EXECUTE FUNCTION shopper_event_ticket_message();

CREATE FUNCTION shopper_event_ticket_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shopper_event(NEW.user_id, 'ticket', jsonb_build_object('ticket_id', NEW.id, 'status', NEW.status));
  RETURN NULL;
END
$$;
CREATE TRIGGER support_tickets_shopper_event AFTER UPDATE OF status ON support_tickets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION shopper_event_ticket_status();

-- The basket and the wishlist: one event per shopper per statement, however many rows it touched.
CREATE FUNCTION shopper_event_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  shopper integer;
BEGIN
  FOR shopper IN
    SELECT DISTINCT user_id FROM changed_rows
  LOOP
    PERFORM record_shopper_event(shopper, TG_ARGV[0], '{}'::jsonb);
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER cart_items_insert_shopper_event AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shopper_event_rows('basket');
CREATE TRIGGER cart_items_update_shopper_event AFTER UPDATE ON cart_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shopper_event_rows('basket');
CREATE TRIGGER cart_items_delete_shopper_event AFTER DELETE ON cart_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shopper_event_rows('basket');
CREATE TRIGGER favorites_insert_shopper_event AFTER INSERT ON favorites
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shopper_event_rows('wishlist');
CREATE TRIGGER favorites_delete_shopper_event AFTER DELETE ON favorites
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shopper_event_rows('wishlist');

-- A session ended (logout, logout elsewhere, a password reset): its streams close, its tabs sign out.
CREATE FUNCTION shopper_event_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shopper_event(NEW.user_id, 'session_revoked', jsonb_build_object('token_id', NEW.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER access_tokens_shopper_event AFTER UPDATE OF revoked_at ON access_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION shopper_event_session();
