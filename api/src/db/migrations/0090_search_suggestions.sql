-- Search as you type (GET /search-suggestions): products, shops and categories whose name has a
-- word starting with what the shopper typed, from two characters on (docs/catalogue-indexes.md,
-- "Search suggestions").
--
-- Full-text GIN indexes with the 'simple' configuration (no stemming, no stop words: names are
-- proper names in any language) answer prefix queries ('ch':*) by index, two characters included.
-- A trigram index would need three characters to narrow anything, the pg_trgm extension (not
-- loaded by the embedded PGlite), and under a C collation it sees no word characters in Arabic.
-- The query must repeat the indexed expression exactly: to_tsvector('simple', name).
CREATE INDEX products_name_search_idx ON products USING gin (to_tsvector('simple', name));
CREATE INDEX shops_name_search_idx ON shops USING gin (to_tsvector('simple', name));
CREATE INDEX categories_name_search_idx ON categories USING gin (to_tsvector('simple', name));
