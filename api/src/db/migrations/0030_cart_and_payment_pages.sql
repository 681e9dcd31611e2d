-- Cart and orders (routes/cart, routes/orders).

-- A shopper has at most one buy-now line: storing a new one replaces it in one statement
-- (INSERT ... ON CONFLICT on this index), so concurrent buy-now clicks cannot leave two.
CREATE UNIQUE INDEX cart_items_one_buy_now ON cart_items (user_id) WHERE is_buy_now;

-- One visit to the built-in payment page pays every order of one placement (one order per shop):
-- their payment rows share the page token, stored as its SHA-256 (the URL holds the token).
ALTER TABLE payments DROP CONSTRAINT payments_token_key;
CREATE INDEX payments_token_idx ON payments (token);

-- The printable invoice (OrderDetails.invoice_url) opens in a plain browser tab, which carries no
-- bearer token: its URL names the order by this unguessable capability instead of the id.
ALTER TABLE orders ADD COLUMN invoice_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
ALTER TABLE orders ADD CONSTRAINT orders_invoice_token_key UNIQUE (invoice_token);
