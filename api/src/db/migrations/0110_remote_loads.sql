-- How each remote load went in shoppers' browsers (docs/composition.md, "Canary"): the shell reports
-- every load of a remote build in batches. Kept 14 days (housekeeping); the canary abort rule reads
-- the last loads of a canary and of its stable build.
CREATE TABLE remote_loads (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  remote text NOT NULL,
  version text,
  manifest text NOT NULL,
  canary boolean NOT NULL,
  duration_ms integer NOT NULL,
  ok boolean NOT NULL,
  -- Where a failed load stopped: manifest, entry, contract, module, refused or timeout.
  phase text
);
CREATE INDEX remote_loads_build_idx ON remote_loads (remote, canary, manifest, id DESC);
CREATE INDEX remote_loads_received_idx ON remote_loads (received_at);

-- A canary the server stopped handing out, and why. Every API instance reads it when it resolves a
-- browser's composition; a canary is named by its remote and its manifest's absolute URL.
CREATE TABLE canary_aborts (
  remote text NOT NULL,
  manifest text NOT NULL,
  aborted_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL,
  PRIMARY KEY (remote, manifest)
);
