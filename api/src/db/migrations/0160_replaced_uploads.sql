-- A replaced profile photo is kept a while instead of deleted at once: another device still
-- holding the old user object keeps showing it instead of a broken image. Housekeeping deletes it
-- 30 days after it was replaced (db/queries/housekeeping.ts).
ALTER TABLE media_files ADD COLUMN replaced_at timestamptz;
CREATE INDEX media_files_replaced_idx ON media_files (replaced_at) WHERE replaced_at IS NOT NULL;
