-- A refund owed to the shopper (docs/refunds.md): cancelling a Pending order that was already paid
-- by card leaves payment_status 'Paid' (the money did arrive) and records here what is owed back.
-- It lives on the order because an order is paid and cancelled whole: one refund at most, of the
-- order's payable amount, set in the same statement that cancels it (so a payment confirmed at the
-- same moment is either refunded or never taken, see markOrderCancelled).
ALTER TABLE orders
  ADD COLUMN refund_status text CHECK (refund_status IN ('Pending', 'Refunded')),
  ADD COLUMN refund_amount numeric(12, 2) CHECK (refund_amount >= 0),
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT orders_refund_complete CHECK ((refund_status IS NULL) = (refund_amount IS NULL)),
  ADD CONSTRAINT orders_refund_only_when_paid_and_cancelled
    CHECK (refund_status IS NULL OR (payment_status = 'Paid' AND order_status = 'Cancelled'));
