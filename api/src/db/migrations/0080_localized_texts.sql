-- Texts an operator writes, per language (docs/i18n.md). A row's own columns hold the text in the
-- store's default language, as before; `translations` holds the other languages:
--   legal_pages, ticket_issue_types, shops: { "<locale>": { "<column>": "<text>", ... }, ... }
--   settings: { "<locale>": <the value in that language> }
-- A language or a column missing there falls back to the row's own column. Kept on the rows
-- themselves so that one read serves a page and the change triggers of migration 0050 (and so
-- the public cache) see a translation change like any other change of the row.

ALTER TABLE legal_pages
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE ticket_issue_types
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE shops
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE settings
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
