-- An order, a cancel or a payment changes only the stock columns of the products it touches
-- (products.quantity, total_sold, updated_at; flash_sale_products.sold). Migration 0050's notice
-- names just the table, and every public answer made of products was dropped on every order. An
-- UPDATE that changes nothing but stock now says which products it touched:
--   "<schema>.<table>:stock:<id>,<id>,..."
-- and the instances drop only the answers showing those products, and those ordered by sales
-- (plugins/public-answers.ts). Any other change, one that touches more than 200 products, or a
-- sale selling out or coming back (the product's price changes with it) still names the table.
CREATE FUNCTION notify_stock_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stock_columns text[] := TG_ARGV;
  whole boolean;
  touched integer;
  ids text;
BEGIN
  -- Rows as jsonb, so one function serves both tables. A flash sale row selling out, or coming back
  -- (sold below quantity again), changes the product's price: a whole change.
  SELECT count(*),
         bool_or((n.row - stock_columns) IS DISTINCT FROM (o.row - stock_columns)
                 OR ((n.row->>'sold')::int < (n.row->>'quantity')::int) IS DISTINCT FROM ((o.row->>'sold')::int < (o.row->>'quantity')::int))
    INTO touched, whole
    FROM (SELECT to_jsonb(r) AS row FROM new_rows r) n
    JOIN (SELECT to_jsonb(r) AS row FROM old_rows r) o ON o.row->'id' = n.row->'id';
  IF touched = 0 THEN
    RETURN NULL;
  END IF;
  IF whole OR touched > 200 THEN
    PERFORM pg_notify('public_data_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'flash_sale_products' THEN
    SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM new_rows;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM new_rows;
  END IF;
  PERFORM pg_notify('public_data_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':stock:' || ids);
  RETURN NULL;
END
$$;

DROP TRIGGER products_notify_change ON products;
CREATE TRIGGER products_notify_change AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER products_notify_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_change('quantity', 'total_sold', 'updated_at');

DROP TRIGGER flash_sale_products_notify_change ON flash_sale_products;
CREATE TRIGGER flash_sale_products_notify_change AFTER INSERT OR DELETE OR TRUNCATE ON flash_sale_products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
CREATE TRIGGER flash_sale_products_notify_update AFTER UPDATE ON flash_sale_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_change('sold');

-- Public answers show a user only as a reviewer's name and photo. A new account has no reviews
-- (its first review says 'reviews'), and a password, a login or a verified phone shows nowhere:
-- only a change to those two columns, or a user gone, says 'users'. Before, every registration
-- dropped every kept page.
DROP TRIGGER users_notify_change ON users;
CREATE TRIGGER users_notify_change AFTER UPDATE OF name, profile_photo OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_change();
