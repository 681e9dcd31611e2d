-- An order's event says which of its fields changed (docs/live-updates.md), so the storefront can
-- tell "is now On The Way" from "was paid" or "the refund moved" without keeping the old values.
CREATE OR REPLACE FUNCTION shopper_event_order() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shopper_event(NEW.user_id, 'order', jsonb_build_object(
    'order_id', NEW.id, 'order_code', NEW.order_code, 'order_status', NEW.order_status,
    'payment_status', NEW.payment_status, 'refund_status', NEW.refund_status,
    'changed', to_jsonb(array_remove(ARRAY[
      CASE WHEN OLD.order_status IS DISTINCT FROM NEW.order_status THEN 'order_status' END,
      CASE WHEN OLD.payment_status IS DISTINCT FROM NEW.payment_status THEN 'payment_status' END,
      CASE WHEN OLD.refund_status IS DISTINCT FROM NEW.refund_status THEN 'refund_status' END
    ], NULL))));
  RETURN NULL;
END
$$;
