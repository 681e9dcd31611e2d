-- The whole storefront contract (docs/api.md), so later issues only add routes.
-- Money is numeric(12,2) (returned to JS as numbers by the data layer); times are timestamptz.

-- ---------------------------------------------------------------- settings and content

-- GET /master: one JSON value per setting key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- `name` is the locale code ('en'); the contract calls it name.
CREATE TABLE languages (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  direction text NOT NULL DEFAULT 'ltr' CHECK (direction IN ('ltr', 'rtl')),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE translations (
  locale text NOT NULL REFERENCES languages (name) ON UPDATE CASCADE ON DELETE CASCADE,
  key text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (locale, key)
);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  iso_code char(2) NOT NULL UNIQUE,
  phone_code text NOT NULL
);

CREATE TABLE legal_pages (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL, -- HTML; the storefront sanitises before rendering
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  title text NOT NULL,
  thumbnail text NOT NULL,
  link text,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE ads (
  id serial PRIMARY KEY,
  title text NOT NULL,
  thumbnail text NOT NULL,
  link text,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

-- ---------------------------------------------------------------- people and sessions

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  phone text UNIQUE,
  phone_code text,
  country text,
  email text,
  password_hash text, -- null for social-only accounts
  profile_photo text,
  gender text CHECK (gender IN ('male', 'female', 'other')),
  date_of_birth date,
  phone_verified_at timestamptz,
  email_verified_at timestamptz,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses compare case-insensitively.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE social_accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook', 'apple')),
  provider_user_id text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_user_id)
);

-- Opaque bearer tokens: only a SHA-256 of the token is stored.
CREATE TABLE access_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT 'web',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id);

-- One-time codes: hashed, single use, short life, bounded tries.
CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'forgot_password', 'verify_phone', 'verify_email')),
  channel text NOT NULL CHECK (channel IN ('phone', 'email')),
  destination text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_destination_idx ON otp_codes (destination, purpose, created_at DESC);

-- What a verified forgot-password code yields; spent by POST /reset-password.
CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SMS and e-mail waiting to be delivered (logged in local mode, readable by tests).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_pending_idx ON outbox (created_at) WHERE status = 'pending';

-- Fixed-window counters shared by every API instance.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

-- Replays of retried requests (order placement) answer with the first response.
CREATE TABLE idempotency_keys (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  UNIQUE (user_id, key)
);

-- Uploaded files (profile photos, ticket attachments) live in the database so that every
-- instance behind a load balancer can serve them; `token` is the unguessable public name.
CREATE TABLE media_files (
  id bigserial PRIMARY KEY,
  token text NOT NULL UNIQUE,
  owner_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL,
  area text NOT NULL,
  flat_no text,
  post_code text NOT NULL,
  address_line text NOT NULL,
  address_line2 text,
  address_type text NOT NULL DEFAULT 'home',
  is_default boolean NOT NULL DEFAULT false,
  latitude numeric(10, 7),
  longitude numeric(10, 7),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
CREATE UNIQUE INDEX addresses_one_default_per_user ON addresses (user_id) WHERE is_default;

-- ---------------------------------------------------------------- catalogue

CREATE TABLE shops (
  id serial PRIMARY KEY,
  owner_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  logo text,
  banner text,
  short_description text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  phone text,
  email text,
  address text,
  is_online boolean NOT NULL DEFAULT true,
  estimated_delivery_time text NOT NULL DEFAULT '3-5 days',
  delivery_charge numeric(12, 2) NOT NULL DEFAULT 0 CHECK (delivery_charge >= 0),
  -- Kept up to date from reviews so lists need no aggregate.
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  total_reviews integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_banners (
  id serial PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  title text NOT NULL,
  thumbnail text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX shop_banners_shop_idx ON shop_banners (shop_id);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  thumbnail text,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sub_categories (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  thumbnail text,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  UNIQUE (category_id, slug)
);

CREATE TABLE brands (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  logo text
);

CREATE TABLE units (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- A shop's categories (GET /shop-categories) are derived from its products.
CREATE TABLE products (
  id serial PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id),
  sub_category_id integer REFERENCES sub_categories (id) ON DELETE SET NULL,
  brand_id integer REFERENCES brands (id) ON DELETE SET NULL,
  unit_id integer REFERENCES units (id) ON DELETE SET NULL,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  sku text UNIQUE,
  short_description text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '', -- HTML
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (discount_price >= 0), -- 0: no discount
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0), -- stock
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  total_reviews integer NOT NULL DEFAULT 0,
  total_sold integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_price <= price)
);
CREATE INDEX products_shop_idx ON products (shop_id);
CREATE INDEX products_category_idx ON products (category_id, sub_category_id);
CREATE INDEX products_created_idx ON products (created_at DESC);
CREATE INDEX products_sold_idx ON products (total_sold DESC);

-- The first image by sort_order is the product's thumbnail.
CREATE TABLE product_images (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  thumbnail text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id, sort_order);

-- `price` on sizes and colours is a surcharge on the product price.
CREATE TABLE product_sizes (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, name)
);

CREATE TABLE product_colors (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name text NOT NULL,
  color_code text NOT NULL,
  price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, name)
);

CREATE TABLE flash_sales (
  id serial PRIMARY KEY,
  name text NOT NULL,
  thumbnail text,
  description text NOT NULL DEFAULT '',
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date)
);
CREATE INDEX flash_sales_dates_idx ON flash_sales (start_date, end_date);

-- Sale price and a separate sale stock; `sold` can never pass `quantity`.
CREATE TABLE flash_sale_products (
  id serial PRIMARY KEY,
  flash_sale_id integer NOT NULL REFERENCES flash_sales (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  quantity integer NOT NULL CHECK (quantity >= 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= quantity),
  UNIQUE (flash_sale_id, product_id)
);
CREATE INDEX flash_sale_products_product_idx ON flash_sale_products (product_id);

-- ---------------------------------------------------------------- vouchers

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  code text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('Amount', 'Percentage')),
  discount numeric(12, 2) NOT NULL CHECK (discount > 0),
  min_order_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (min_order_amount >= 0),
  max_discount_amount numeric(12, 2) CHECK (max_discount_amount > 0),
  limit_for_user integer CHECK (limit_for_user > 0), -- null: unlimited
  total_limit integer CHECK (total_limit > 0),       -- null: unlimited
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (discount_type <> 'Percentage' OR discount <= 100)
);
-- Codes are typed by shoppers: unique regardless of case.
CREATE UNIQUE INDEX coupons_code_key ON coupons (upper(code));
CREATE INDEX coupons_shop_idx ON coupons (shop_id);

CREATE TABLE collected_coupons (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  collected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, coupon_id)
);

-- ---------------------------------------------------------------- cart, orders, payments

-- One line per product per user (the contract's increment/decrement/delete name only the
-- product); buy-now lines are kept apart from the cart.
CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  size_id integer REFERENCES product_sizes (id) ON DELETE SET NULL,
  color_id integer REFERENCES product_colors (id) ON DELETE SET NULL,
  unit text,
  is_buy_now boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id, is_buy_now)
);

-- One order per shop; a place-order call that spans shops shares a placement_key.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  order_code text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  shop_id integer NOT NULL REFERENCES shops (id),
  address_id integer REFERENCES addresses (id) ON DELETE RESTRICT,
  address jsonb NOT NULL, -- snapshot at placement
  payment_method text NOT NULL,
  payment_status text NOT NULL DEFAULT 'Pending' CHECK (payment_status IN ('Pending', 'Paid')),
  order_status text NOT NULL DEFAULT 'Pending' CHECK (order_status IN
    ('Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered', 'Cancelled')),
  quantity integer NOT NULL CHECK (quantity > 0),
  total_amount numeric(12, 2) NOT NULL,          -- lines at list price
  discount numeric(12, 2) NOT NULL DEFAULT 0,    -- product and flash-sale discounts
  coupon_id integer REFERENCES coupons (id) ON DELETE SET NULL,
  coupon_discount numeric(12, 2) NOT NULL DEFAULT 0,
  delivery_charge numeric(12, 2) NOT NULL DEFAULT 0,
  tax_amount numeric(12, 2) NOT NULL DEFAULT 0,
  payable_amount numeric(12, 2) NOT NULL CHECK (payable_amount >= 0),
  note text,
  placement_key text,
  estimated_delivery_date date,
  placed_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_shop_idx ON orders (shop_id);

-- Lines copy what the shopper saw, so later catalogue edits do not rewrite history.
CREATE TABLE order_items (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  flash_sale_id integer REFERENCES flash_sales (id) ON DELETE SET NULL,
  name text NOT NULL,
  brand text,
  thumbnail text,
  price numeric(12, 2) NOT NULL,
  discount_price numeric(12, 2) NOT NULL DEFAULT 0,
  quantity integer NOT NULL CHECK (quantity > 0),
  size jsonb,  -- { id, name, price }
  color jsonb, -- { id, name, color_code, price }
  unit text
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_product_idx ON order_items (product_id);

CREATE TABLE coupon_redemptions (
  id serial PRIMARY KEY,
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  discount_amount numeric(12, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, order_id)
);
CREATE INDEX coupon_redemptions_user_idx ON coupon_redemptions (coupon_id, user_id);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Paid', 'Failed', 'Cancelled')),
  token text NOT NULL UNIQUE, -- names the payment in the gateway URL
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id);

-- ---------------------------------------------------------------- reviews and favourites

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);
CREATE INDEX reviews_shop_idx ON reviews (shop_id, created_at DESC);
-- One review per product per order.
CREATE UNIQUE INDEX reviews_one_per_order_product ON reviews (order_id, product_id) WHERE order_id IS NOT NULL;

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- ---------------------------------------------------------------- support

-- POST /support (the public contact form).
CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text,
  phone text,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ticket_issue_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE support_tickets (
  id serial PRIMARY KEY,
  ticket_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issue_type_id integer NOT NULL REFERENCES ticket_issue_types (id),
  order_number text,
  subject text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone text,
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'cancel')),
  customer_can_reply boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC);

-- The ticket's first message is its body; staff replies have is_staff.
CREATE TABLE support_ticket_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  sender_id integer REFERENCES users (id) ON DELETE SET NULL,
  is_staff boolean NOT NULL DEFAULT false,
  message text NOT NULL CHECK (char_length(message) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, created_at);

CREATE TABLE support_ticket_attachments (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  message_id integer REFERENCES support_ticket_messages (id) ON DELETE CASCADE,
  media_file_id bigint NOT NULL REFERENCES media_files (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_attachments_ticket_idx ON support_ticket_attachments (ticket_id);
