-- Card payments through a provider (docs/payments.md). An attempt is one try at paying the orders of
-- one placement (or one order paid again) at one provider: its payments rows, one per order, share
-- the attempt and the /pay/ link's token. Only a verified provider webhook (or the provider's own
-- answer when the store asks it) moves an attempt, and with it its orders, to Paid.
CREATE TABLE payment_attempts (
  id uuid PRIMARY KEY, -- also the idempotency key of every create call at the provider
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Pending', 'Authorised', 'Paid', 'Failed', 'Expired', 'Cancelled')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  provider_reference text, -- the provider's id (a Stripe Checkout Session), once initiated
  redirect_url text, -- where the shopper pays at the provider
  payment_reference text, -- the money moved (a Stripe PaymentIntent): refunds name it
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Reconciliation: when to ask the provider about an attempt still open, and how often it was asked.
  next_check_at timestamptz,
  checks integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX payment_attempts_provider_reference_idx ON payment_attempts (provider, provider_reference);
CREATE INDEX payment_attempts_due_idx ON payment_attempts (next_check_at) WHERE next_check_at IS NOT NULL;

ALTER TABLE payments ADD COLUMN attempt_id uuid REFERENCES payment_attempts (id);
CREATE INDEX payments_attempt_idx ON payments (attempt_id);

-- Every verified webhook event, stored before the store acts on it: a delivered-twice event finds its
-- id taken and changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  attempt_id uuid,
  outcome text,
  result text NOT NULL, -- applied, ignored, mismatch, recheck
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- A refund asked of the provider: written in the transaction that cancels a paid order (or finds an
-- order paid twice), sent by the payments worker, retried with back-off while the provider is down,
-- and Refunded only by the provider's word. Its id is the idempotency key of the refund call.
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY,
  attempt_id uuid NOT NULL REFERENCES payment_attempts (id),
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL DEFAULT 'Requested' CHECK (status IN ('Requested', 'Submitted', 'Refunded', 'Failed')),
  provider_reference text,
  tries integer NOT NULL DEFAULT 0,
  next_try_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (attempt_id, order_id)
);
CREATE INDEX payment_refunds_due_idx ON payment_refunds (next_try_at) WHERE status IN ('Requested', 'Submitted');

-- The test provider's own books (api/src/payments/test-provider): what a real provider keeps on its
-- side, so that the store asks it and hears from it exactly as it does Stripe.
CREATE TABLE test_provider_sessions (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  attempt_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired')),
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  lines jsonb NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE test_provider_refunds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  session_id text NOT NULL REFERENCES test_provider_sessions (id),
  attempt_id uuid NOT NULL,
  amount_minor bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The built-in page's payments of before: one attempt per link, as it ended, at the test provider.
-- Their orders keep their payment status (a paid order stays Paid).
CREATE TEMPORARY TABLE legacy_links AS
  SELECT token, gen_random_uuid() AS attempt_id,
         CASE WHEN bool_or(status = 'Paid') THEN 'Paid'
              WHEN bool_or(status = 'Pending') THEN 'Pending'
              WHEN bool_or(status = 'Failed') THEN 'Failed'
              ELSE 'Cancelled' END AS status,
         sum(round(amount * 100))::bigint AS amount_minor, min(created_at) AS created_at
    FROM payments GROUP BY token;
INSERT INTO payment_attempts (id, provider, status, amount_minor, currency, created_at, updated_at)
  SELECT attempt_id, 'test', status, amount_minor,
         coalesce((SELECT value->>'code' FROM settings WHERE key = 'currency'), 'USD'), created_at, created_at
    FROM legacy_links;
UPDATE payments p SET attempt_id = l.attempt_id FROM legacy_links l WHERE p.token = l.token;
DROP TABLE legacy_links;
