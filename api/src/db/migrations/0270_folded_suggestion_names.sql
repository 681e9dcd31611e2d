-- Search suggestions find shops and categories by their names folded as product search folds text
-- (search_fold, migration 0240), as product search finds products: a shopper typing "احذيه" is
-- offered the category "أحذية", and "cafe" a shop named "Café". The suggestions'
-- query repeats each expression exactly (search-suggestions.ts), so that the index answers it;
-- they replace migration 0090's index on the shops' names and 0260's on the categories'.
CREATE INDEX shops_folded_name_search_idx ON shops
  USING gin (to_tsvector('simple', search_fold(name)));
DROP INDEX IF EXISTS shops_name_search_idx;
CREATE INDEX categories_folded_names_search_idx ON categories
  USING gin (to_tsvector('simple', search_fold(search_all_names(name, translations))));
DROP INDEX IF EXISTS categories_all_names_search_idx;
