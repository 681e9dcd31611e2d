-- Search suggestions find a category by its name in every language (migration 0230's
-- translations), as they find products: an Arabic shopper typing "عطو" is offered the perfumes.
-- The suggestions' query repeats this expression exactly (search-suggestions.ts), so that the
-- index answers it; it replaces 0090's index on the default-language name alone.
CREATE INDEX categories_all_names_search_idx ON categories
  USING gin (to_tsvector('simple', search_all_names(name, translations)));
DROP INDEX IF EXISTS categories_name_search_idx;
