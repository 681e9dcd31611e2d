-- A remote load the shell reports of a preview build (docs/composition.md, "Preview"): one team's
-- browser trying a build no shopper gets. It is kept apart, so that a broken preview never counts
-- as a failure of the stable build the canary rule compares with.
ALTER TABLE remote_loads ADD COLUMN preview boolean NOT NULL DEFAULT false;
