-- What one client can do to a canary is bounded by counting reports per source (docs/composition.md,
-- "What a client can still do"): the address a page was served to, or that sent a beacon, never
-- stored as it is (plugins/remote-telemetry/telemetry-source.ts). And the builds composition.json
-- names have field-data keys that no other build can take (db/queries/field-data.ts).

-- The key that signs view tokens and hashes sources (plugins/remote-telemetry/view-token.ts): made
-- by the first instance that starts on this database, then shared by every instance through this row.
CREATE TABLE telemetry_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The page views a canary and its stable build are judged on, per source: only views whose page came
-- with a view token, of the build the store served that browser, at most CANARY_VIEWS_PER_SOURCE per
-- source, build and hour. Per source, so that the rules can read each figure without the one source
-- that moves it most.
-- Kept as long as the rules read them (CANARY_VITALS_WINDOW), pruned by the routes that write them.
CREATE TABLE judged_page_views (
  hour timestamptz NOT NULL,
  remote text NOT NULL,
  manifest text NOT NULL,
  served text NOT NULL CHECK (served IN ('stable', 'canary')),
  source text NOT NULL,
  views bigint NOT NULL,
  errors bigint NOT NULL,
  lcp integer[] NOT NULL,
  inp integer[] NOT NULL,
  PRIMARY KEY (remote, served, manifest, hour, source)
);
CREATE INDEX judged_page_views_hour_idx ON judged_page_views (hour);

-- The view tokens already counted: a page view counts once, however often its beacon is replayed.
-- Kept as long as a token is valid.
CREATE TABLE counted_view_tokens (
  token_id text PRIMARY KEY,
  counted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX counted_view_tokens_counted_idx ON counted_view_tokens (counted_at);

-- The source that started a key of a build composition.json does not name: such keys have a small
-- budget per source and hour. NULL for the composition's builds and the pages' own rows.
ALTER TABLE page_view_hours ADD COLUMN started_by text;
ALTER TABLE remote_error_hours ADD COLUMN started_by text;

-- A remote load's source, and whether the load rule counts it: a load of a build the store served
-- that browser, within CANARY_LOADS_PER_SOURCE of its source's loads of that build in the last hour.
ALTER TABLE remote_loads ADD COLUMN source text;
ALTER TABLE remote_loads ADD COLUMN judged boolean NOT NULL DEFAULT false;
CREATE INDEX remote_loads_judged_idx ON remote_loads (remote, canary, manifest, id DESC) WHERE judged;
CREATE INDEX remote_loads_source_idx ON remote_loads (source, received_at) WHERE judged;
