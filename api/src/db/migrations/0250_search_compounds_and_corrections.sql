-- Search, second part (docs/search.md): compound words typed apart or together, and the
-- correction a search that finds nothing offers ("Did you mean …?").

-- What a shopper typed, widened word by word (migration 0240's rules; the trigram search for a
-- typo's corrections now runs only for a word that needs them), and then:
-- - two typed words that the catalogue writes as one ("smart watch" for "smartwatch") also stand
--   for that word and its other forms;
-- - a typed word that is no catalogue word, no beginning of one and no other form of one, but is
--   two catalogue words of three letters or more written together ("smartwatch" for "smart
--   watch"), also stands for both words, the most even split first.
-- NULL when nothing searchable was typed. PL/pgSQL with a generic plan kept for the connection,
-- as before (a SQL function's query was planned at every call).
CREATE OR REPLACE FUNCTION search_query(typed text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  typed_words text[] := ARRAY(SELECT w FROM unnest((string_to_array(search_fold(typed), ' '))[1:6]) w WHERE w <> '');
  word_count integer := cardinality(typed_words);
  any_of text[];
  split text;
  compound text;
  parts text[] := '{}';
  pos integer := 1;
BEGIN
  IF word_count = 0 THEN
    RETURN NULL;
  END IF;
  any_of := ARRAY(
    WITH typed_list AS (
      SELECT w, i FROM unnest(typed_words) WITH ORDINALITY AS t (w, i)
    ),
    -- Each part on its own index: the key (the word, and the words it begins, as a range), the
    -- stems' index, the trigram index.
    near AS (
      SELECT t.i, t.w, v.word, min(v.kind) AS kind
        FROM typed_list t,
             LATERAL (
               SELECT word, 0 AS kind FROM search_words WHERE word = t.w
               UNION ALL
               SELECT word, 1 FROM search_words WHERE stem = search_stem(t.w)
               UNION ALL
               (SELECT word, 2 FROM search_words
                 WHERE char_length(t.w) >= 2 AND word > t.w COLLATE "C" AND word < (t.w || chr(1114111)) COLLATE "C"
                 ORDER BY char_length(word), word LIMIT 24)
               UNION ALL
               -- A typo's corrections only for a word with none of the above: the trigram
               -- search is the costly part, and is not run otherwise (a one-time filter).
               SELECT word, 3 FROM search_words
                WHERE char_length(t.w) >= 4 AND word % t.w
                  AND least(levenshtein(word, t.w), levenshtein(stem, t.w)) <= CASE WHEN char_length(t.w) >= 8 THEN 2 ELSE 1 END
                  AND NOT EXISTS (SELECT 1 FROM search_words known
                                   WHERE known.word = t.w OR known.stem = search_stem(t.w)
                                      OR (known.word > t.w COLLATE "C" AND known.word < (t.w || chr(1114111)) COLLATE "C"))
             ) v
       GROUP BY t.i, t.w, v.word
    ),
    chosen AS (
      SELECT i, word, row_number() OVER (PARTITION BY i ORDER BY kind, levenshtein(word, w), char_length(word), word) AS n
        FROM near
       WHERE kind < 3 OR NOT EXISTS (SELECT 1 FROM near other WHERE other.i = near.i AND other.kind < 3)
    )
    SELECT '(' || string_agg(quote_literal(coalesce(c.word, t.w)), ' | ') || ')'
      FROM typed_list t LEFT JOIN chosen c ON c.i = t.i AND c.n <= 24
     GROUP BY t.i
     ORDER BY t.i
  );

  -- A word the catalogue does not have, nor begins, nor has another form of: two catalogue words?
  FOR j IN 1 .. word_count LOOP
    CONTINUE WHEN char_length(typed_words[j]) < 6 OR EXISTS (
      SELECT 1 FROM search_words
       WHERE word = typed_words[j] OR stem = search_stem(typed_words[j])
          OR (word > typed_words[j] COLLATE "C" AND word < (typed_words[j] || chr(1114111)) COLLATE "C"));
    SELECT quote_literal(left(typed_words[j], k)) || ' & ' || quote_literal(substr(typed_words[j], k + 1)) INTO split
      FROM generate_series(3, char_length(typed_words[j]) - 3) k
     WHERE EXISTS (SELECT 1 FROM search_words WHERE word = left(typed_words[j], k))
       AND EXISTS (SELECT 1 FROM search_words WHERE word = substr(typed_words[j], k + 1))
     ORDER BY abs(char_length(typed_words[j]) - 2 * k), k
     LIMIT 1;
    IF split IS NOT NULL THEN
      any_of[j] := '(' || any_of[j] || ' | (' || split || '))';
    END IF;
  END LOOP;

  -- Two typed words the catalogue writes as one.
  WHILE pos <= word_count LOOP
    compound := NULL;
    IF pos < word_count THEN
      SELECT string_agg(quote_literal(word), ' | ') INTO compound
        FROM (SELECT word FROM search_words
               WHERE word = typed_words[pos] || typed_words[pos + 1] OR stem = search_stem(typed_words[pos] || typed_words[pos + 1])
               ORDER BY word LIMIT 24) joined;
    END IF;
    IF compound IS NOT NULL THEN
      parts := parts || ('((' || any_of[pos] || ' & ' || any_of[pos + 1] || ') | ' || compound || ')');
      pos := pos + 2;
    ELSE
      parts := parts || any_of[pos];
      pos := pos + 1;
    END IF;
  END LOOP;
  RETURN to_tsquery('simple', array_to_string(parts, ' & '));
END;
$$;

-- Whether a search for the text lists anything (a listed product: it, its shop and its category
-- active).
-- The query is worked out once, before the products are looked up (in the condition, it was
-- worked out again for every search row: 60 to 200 ms).
CREATE FUNCTION search_finds(typed text) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  widened tsquery := search_query(typed);
BEGIN
  RETURN widened IS NOT NULL AND EXISTS (
    SELECT 1 FROM product_search ps JOIN product_pricing p ON p.product_id = ps.product_id
     WHERE ps.words @@ widened AND p.is_visible);
END;
$$;

-- What to offer a search that finds nothing ("Did you mean …?"), folded, or NULL: each typed word
-- that is no catalogue word (as it is, as a beginning or in another form) or finds nothing on its
-- own becomes the catalogue word most like it (pg_trgm's similarity, then the fewest edits) among
-- those that find something, or is left out when none is alike. If
-- the words found together still find nothing, the longest of them that finds something alone.
-- NULL when that is what was typed, or nothing was found to offer.
CREATE FUNCTION search_correction(typed text) RETURNS text
  LANGUAGE plpgsql STABLE PARALLEL SAFE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  typed_words text[] := ARRAY(SELECT w FROM unnest((string_to_array(search_fold(typed), ' '))[1:6]) w WHERE w <> '');
  w text;
  best text;
  fixed text[] := '{}';
  offered text;
BEGIN
  FOREACH w IN ARRAY typed_words LOOP
    -- A word the catalogue has as it is, as a beginning or in another form stays; one found
    -- only as a typo's correction becomes that correction.
    IF EXISTS (SELECT 1 FROM search_words
                WHERE word = w OR stem = search_stem(w) OR (word > w COLLATE "C" AND word < (w || chr(1114111)) COLLATE "C"))
       AND search_finds(w) THEN
      fixed := fixed || w;
      CONTINUE;
    END IF;
    SELECT alike.word INTO best
      FROM (SELECT word, similarity(word, w) AS likeness, levenshtein(word, w) AS edits
              FROM search_words WHERE word % w
             ORDER BY likeness DESC, edits, word LIMIT 12) alike
     WHERE search_finds(alike.word)
     ORDER BY alike.likeness DESC, alike.edits, alike.word
     LIMIT 1;
    IF best IS NOT NULL THEN
      fixed := fixed || best;
    END IF;
  END LOOP;
  IF cardinality(fixed) = 0 THEN
    RETURN NULL;
  END IF;
  offered := array_to_string(fixed, ' ');
  IF NOT search_finds(offered) THEN
    offered := (SELECT f FROM unnest(fixed) f WHERE search_finds(f) ORDER BY char_length(f) DESC, f LIMIT 1);
  END IF;
  RETURN CASE WHEN offered = array_to_string(typed_words, ' ') THEN NULL ELSE offered END;
END;
$$;
