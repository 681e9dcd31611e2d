-- Field data and errors of remote builds (docs/composition.md, "Field data and errors"): the shell
-- reports each page view's Core Web Vitals and errors, and each error a remote raised. Kept as
-- hourly aggregates, not one row per report, bounded by the API (db/queries/field-data.ts: at most
-- 5,000 new keys per hour and table, 20 messages per build and hour) and kept 14 days
-- (housekeeping). The canary rule and `compose report` read sums of them.

-- Element-wise sum of two histograms (bucket counts), for the upsert that adds a batch to a row.
-- Saturates rather than overflow: a count that stops growing is better than a report refused.
CREATE FUNCTION add_counts(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(least(coalesce(x, 0)::bigint + coalesce(y, 0), 2147483647)::integer ORDER BY i)
    FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;

-- sum_counts(histogram): the element-wise sum over many rows (bigint, a week of them may not fit
-- an integer), to read a build's percentiles over a window.
CREATE FUNCTION sum_counts_step(total bigint[], counts integer[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}')
    FROM unnest(total, counts) WITH ORDINALITY AS u(x, y, i)
$$;
CREATE AGGREGATE sum_counts(integer[]) (SFUNC = sum_counts_step, STYPE = bigint[], INITCOND = '{}');

-- Per hour, route pattern, remote build and device class. A page view counts once under its page
-- (remote '' and manifest '', served as the page was: stable, canary or preview) and once under
-- each remote build on it, with the page's vitals and errors; so per-route totals exist, and a
-- canary's pages compare with its stable build's. Histograms: one count per bucket of
-- plugins/remote-telemetry/vital-histograms.ts (milliseconds; CLS in thousandths).
CREATE TABLE page_view_hours (
  hour timestamptz NOT NULL,
  route text NOT NULL,
  remote text NOT NULL,
  manifest text NOT NULL,
  served text NOT NULL CHECK (served IN ('stable', 'canary', 'preview')),
  device text NOT NULL CHECK (device IN ('phone', 'desktop')),
  -- The version last reported for the build (a build is named by its manifest).
  version text,
  views bigint NOT NULL,
  errors bigint NOT NULL,
  lcp integer[] NOT NULL,
  inp integer[] NOT NULL,
  cls integer[] NOT NULL,
  fcp integer[] NOT NULL,
  ttfb integer[] NOT NULL,
  PRIMARY KEY (hour, route, remote, manifest, served, device)
);
-- The canary rule reads one remote's builds over the last hour or two.
CREATE INDEX page_view_hours_build_idx ON page_view_hours (remote, served, hour);

-- Per hour and remote build, each distinct first line of the errors it raised (cleaned of
-- addresses, numbers and query strings by the API) and how often.
CREATE TABLE remote_error_hours (
  hour timestamptz NOT NULL,
  remote text NOT NULL,
  manifest text NOT NULL,
  served text NOT NULL CHECK (served IN ('stable', 'canary', 'preview')),
  message text NOT NULL,
  errors bigint NOT NULL
);
-- md5 of the message: a 2,000-character manifest and a 200-character message of 3-byte characters
-- together come near PostgreSQL's limit on an index entry.
CREATE UNIQUE INDEX remote_error_hours_key ON remote_error_hours (hour, remote, manifest, served, md5(message));
