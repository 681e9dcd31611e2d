-- Product search that forgives typos, reads Arabic as people type it and weighs where a word was
-- found (docs/search.md). pg_trgm, unaccent and fuzzystrmatch ship with PostgreSQL's contrib and
-- with PGlite's (loaded by the PGlite thread, pglite-worker.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- Text as search compares it, the same on both sides (what is indexed and what is typed): Latin
-- accents and case folded; Arabic tashkeel and tatweel removed and the letters people type
-- interchangeably made one (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي); Arabic-Indic digits read as
-- digits; apostrophes dropped ("men's" is "mens"); a run of digits and a run of letters split
-- ("iphone15" is "iphone 15"); anything else a single space. Declared immutable so that the
-- planner may fold it on a constant: unaccent's rules are the extension's own file. The
-- extensions are created in the schema the store's tables live in (the first of search_path);
-- this function's body is bound to them as it is created.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate(
      regexp_replace(lower(unaccent('unaccent'::regdictionary, value)), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآٱىئؤة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااييوه01234567890123456789'),
    '[''’`]', '', 'g'),
    '[^[:alnum:]]+', ' ', 'g'),
    '([^[:space:][:digit:]])([[:digit:]])', '\1 \2', 'g'),
    '([[:digit:]])([^[:space:][:digit:]])', '\1 \2', 'g'),
    '\s+', ' ', 'g'));

-- A folded word's stem, so that a word finds its other forms: English by PostgreSQL's Snowball
-- stemmer ("dresses" and "dress", "earbuds" and "earbud"); Arabic lightly, its article and a
-- leading conjunction or preposition with it taken off, and a plural or feminine ending, as long
-- as three letters stay ("الساعه", "ساعه" and "ساعات" are all "ساع"; "سماعات" and "سماعه" "سماع").
-- A stop word keeps itself.
CREATE FUNCTION search_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE
    WHEN word ~ '^[a-z]' THEN coalesce((ts_lexize('english_stem', word))[1], word)
    WHEN word ~ '^[ء-ي]' THEN
      regexp_replace(regexp_replace(word, '^(وال|فال|بال|كال|ال)(.{3,})$', '\2'), '^(.{3,})(ات|ون|ين|ه)$', '\1')
    ELSE word
  END;

-- Each product's searchable words, folded, weighted by where they stand: its names (every
-- language) A, its brand B, its category, sub-category and shop C, its description D (its HTML's
-- tags and entities taken out). `names`
-- keeps the whole folded names, for ranking an exact name or a name's beginning first. Kept by
-- the triggers below, so the rows are always what the catalogue says.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  names text[] NOT NULL,
  words tsvector NOT NULL
);
CREATE INDEX product_search_words_idx ON product_search USING gin (words);

-- Every word the catalogue's products are found by, with its stem: what a typed word is widened
-- to (a typo's correction, a longer word it begins, another form of it) before the products are
-- looked up. Words are only added: one no product has any more widens to nothing.
-- Compared byte by byte (COLLATE "C"), so that the primary key's index also finds the words a
-- typed word begins, as a range.
CREATE TABLE search_words (
  word text COLLATE "C" PRIMARY KEY,
  stem text NOT NULL
);
CREATE INDEX search_words_trigram_idx ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_stem_idx ON search_words (stem);

-- A text's folded words with the weight of where they stand (to_tsvector's positions carry it;
-- 'simple': no stop words and no stemming, search_query widens instead). The empty vector for NULL.
CREATE FUNCTION search_weighted(value text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('simple', coalesce(search_fold(value), '')), weight);

-- A row's name and its names in the other languages (`translations`, migration 0230), one text.
CREATE FUNCTION search_all_names(name text, translations jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN concat_ws(' ', name, (SELECT string_agg(t.value ->> 'name', ' ') FROM jsonb_each(translations) t WHERE jsonb_typeof(t.value) = 'object'));

-- (Re)writes the search rows of the given products, and adds their new words to search_words.
CREATE FUNCTION refresh_product_search(ids integer[]) RETURNS void
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

  INSERT INTO search_words (word, stem)
  SELECT DISTINCT w, search_stem(w)
    FROM product_search ps, unnest(tsvector_to_array(ps.words)) w
   WHERE ps.product_id = ANY (ids)
  ON CONFLICT (word) DO NOTHING;
END;
$$;

-- New products, all of a statement's at once (the seed inserts thousands in one).
CREATE FUNCTION product_search_on_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM inserted));
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_insert();

-- A product whose searched words changed (not its stock, price or sales, which change often).
CREATE FUNCTION product_search_on_update() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_search_update AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations
     OR OLD.description IS DISTINCT FROM NEW.description OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
     OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id
     OR OLD.shop_id IS DISTINCT FROM NEW.shop_id)
  EXECUTE FUNCTION product_search_on_update();

-- A brand, category, sub-category or shop renamed: its products' rows again. TG_ARGV[0] names
-- the product's column that points at the changed row.
CREATE FUNCTION product_search_on_owner_rename() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT refresh_product_search(ARRAY(SELECT id FROM products WHERE %I = $1))', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER product_search_brand AFTER UPDATE OF name ON brands FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION product_search_on_owner_rename('brand_id');
CREATE TRIGGER product_search_shop AFTER UPDATE OF name ON shops FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION product_search_on_owner_rename('shop_id');
CREATE TRIGGER product_search_category AFTER UPDATE OF name, translations ON categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations)
  EXECUTE FUNCTION product_search_on_owner_rename('category_id');
CREATE TRIGGER product_search_sub_category AFTER UPDATE OF name, translations ON sub_categories FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.translations IS DISTINCT FROM NEW.translations)
  EXECUTE FUNCTION product_search_on_owner_rename('sub_category_id');

-- What a shopper typed, widened word by word to the catalogue's words it may mean, as a tsquery
-- over product_search.words: every typed word (the first six) must be found, each as itself, a
-- longer word it begins (a word still being typed, "earbud" for "earbuds"), a word of the same
-- stem, or, only when none of those exists, a word that is (or whose stem is) within one typo of
-- it from four letters and two from eight (Levenshtein distance, among the candidates pg_trgm's
-- index finds: "avacado" is one typo from "avocados"' stem). At most 24
-- words each, the closest first. NULL when nothing searchable was typed.
-- PL/pgSQL, not SQL: its statement's plan is kept for the connection, where a SQL function's
-- query would be planned again at every call (5 ms on PGlite, measured 2026-12-01).
CREATE FUNCTION search_query(typed text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    WITH typed_words AS (
      SELECT w, i FROM unnest((string_to_array(search_fold(typed), ' '))[1:6]) WITH ORDINALITY AS t (w, i) WHERE w <> ''
    ),
    -- Each part on its own index: the key (the word, and the words it begins, as a range), the
    -- stems' index, the trigram index.
    near AS (
      SELECT t.i, t.w, v.word, min(v.kind) AS kind
        FROM typed_words t,
             LATERAL (
               SELECT word, 0 AS kind FROM search_words WHERE word = t.w
               UNION ALL
               SELECT word, 1 FROM search_words WHERE stem = search_stem(t.w)
               UNION ALL
               (SELECT word, 2 FROM search_words
                 WHERE char_length(t.w) >= 2 AND word > t.w COLLATE "C" AND word < (t.w || chr(1114111)) COLLATE "C"
                 ORDER BY char_length(word), word LIMIT 24)
               UNION ALL
               SELECT word, 3 FROM search_words
                WHERE char_length(t.w) >= 4 AND word % t.w
                  AND least(levenshtein(word, t.w), levenshtein(stem, t.w)) <= CASE WHEN char_length(t.w) >= 8 THEN 2 ELSE 1 END
             ) v
       GROUP BY t.i, t.w, v.word
    ),
    chosen AS (
      SELECT i, word, row_number() OVER (PARTITION BY i ORDER BY kind, levenshtein(word, w), char_length(word), word) AS n
        FROM near
       WHERE kind < 3 OR NOT EXISTS (SELECT 1 FROM near other WHERE other.i = near.i AND other.kind < 3)
    ),
    alternatives AS (
      SELECT t.i, '(' || string_agg(quote_literal(coalesce(c.word, t.w)), ' | ') || ')' AS any_of
        FROM typed_words t LEFT JOIN chosen c ON c.i = t.i AND c.n <= 24
       GROUP BY t.i
    )
    SELECT to_tsquery('simple', string_agg(any_of, ' & ' ORDER BY i)) FROM alternatives
  );
END;
$$;

-- The typed words themselves, all required (the ranking's "whole words"); NULL for nothing.
CREATE FUNCTION search_exact_query(typed text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT to_tsquery('simple', string_agg(quote_literal(w), ' & '))
      FROM unnest((string_to_array(search_fold(typed), ' '))[1:6]) w WHERE w <> ''
  );

-- How well a product's search row answers what was typed, best first: 6 its name is exactly the
-- text, 5 a name begins with it, 4 the name has every typed word as typed, 3 the name has every
-- word as widened (a typo, a longer word, another form), 2 the words are found among its name,
-- brand, category and shop, 1 only with its description.
CREATE FUNCTION search_score(names text[], words tsvector, folded text, widened tsquery, exact tsquery) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN folded = ANY (names) THEN 6
    WHEN EXISTS (SELECT 1 FROM unnest(names) n WHERE starts_with(n, folded)) THEN 5
    WHEN ts_filter(words, '{a}') @@ exact THEN 4
    WHEN ts_filter(words, '{a}') @@ widened THEN 3
    WHEN ts_filter(words, '{a,b,c}') @@ widened THEN 2
    ELSE 1
  END;

-- The suggestions found products by their default-language name alone (migration 0090); they now
-- search as the lists do, through product_search.
DROP INDEX IF EXISTS products_name_search_idx;

SELECT refresh_product_search(ARRAY(SELECT id FROM products));
