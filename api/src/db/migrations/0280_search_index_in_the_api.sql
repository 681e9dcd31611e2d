-- The search's query side moved into the API (docs/search.md; api/src/lib/search-engine.ts): the
-- widening, the ranking and the corrections answer from the search index in memory, which reads
-- product_search. What only they used goes: their functions, and the vocabulary table (the index
-- keeps its own, with its own stems). product_search and its triggers stay: they fold and weigh
-- the catalogue's words, and the index is read from them.
DROP FUNCTION search_correction(text);
DROP FUNCTION search_finds(text);
DROP FUNCTION search_score(text[], tsvector, text, tsquery, tsquery);
DROP FUNCTION search_exact_query(text);
DROP FUNCTION search_query(text);

-- (Re)writes the search rows of the given products (migration 0240's, without the vocabulary).
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, names, words)
  SELECT p.id,
         ARRAY(SELECT DISTINCT search_fold(n) FROM unnest(ARRAY[p.name] || ARRAY(
                 SELECT t.value ->> 'name' FROM jsonb_each(p.translations) t
                  WHERE jsonb_typeof(t.value) = 'object' AND t.value ->> 'name' IS NOT NULL)) n),
         search_weighted(search_all_names(p.name, p.translations), 'A')
           || search_weighted(b.name, 'B')
           || search_weighted(concat_ws(' ', search_all_names(c.name, c.translations),
                                             search_all_names(sc.name, sc.translations), s.name), 'C')
           || search_weighted(regexp_replace(p.description, '<[^>]*>|&(#?[0-9a-z]+);', ' ', 'gi'), 'D')
    FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN shops s ON s.id = p.shop_id
    LEFT JOIN sub_categories sc ON sc.id = p.sub_category_id
    LEFT JOIN brands b ON b.id = p.brand_id
   WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, words = EXCLUDED.words;
END;
$$;

DROP TABLE search_words;
DROP FUNCTION search_stem(text);
-- The index matches in memory: no statement looks the words up any more.
DROP INDEX product_search_words_idx;
