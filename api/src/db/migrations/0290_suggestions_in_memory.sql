-- The header's suggestions find their shops and categories in memory, beside the product search's
-- index (api/src/lib/search-names.ts, docs/search.md): no statement looks their folded names up
-- any more, and migration 0270's indexes only cost every write to shops and categories.
DROP INDEX shops_folded_name_search_idx;
DROP INDEX categories_folded_names_search_idx;
