-- Every API instance keeps the public catalogue answers in memory (plugins/public-answers.ts).
-- These triggers tell all of them which table a committed change touched, whoever made it: our
-- own routes (an order taking stock), another instance, a seller application or an operator's
-- psql. pg_notify is transactional (sent at commit, dropped on rollback) and PostgreSQL folds
-- identical notifications of one transaction into one, so an order touching many products says
-- "products" once. The payload is "<schema>.<table>": instances in other schemas of the same
-- database (the test suite's) ignore each other.
CREATE FUNCTION notify_public_data_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- The tables public answers are made of (keep in step with PUBLIC_TABLES in
-- plugins/public-answers.ts; a test checks that every one of them has its trigger).
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'settings', 'languages', 'translations', 'legal_pages', 'countries', 'banners', 'ads',
    'shops', 'shop_banners', 'categories', 'sub_categories', 'brands', 'units',
    'products', 'product_images', 'product_sizes', 'product_colors',
    'flash_sales', 'flash_sale_products', 'reviews', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change()',
      name || '_notify_change', name);
  END LOOP;
END
$$;

