-- What a product costs and how many can be sold RIGHT NOW, defined once for the catalogue, the
-- cart and orders (read it through db/queries/catalog-pricing.ts).
--
-- A flash sale applies while it runs (is_active, start_date <= now() < end_date) and still has
-- sale stock: its price replaces the product's discount_price, and the stock is the sale stock
-- left (never more than the product's own stock). An incoming or ended sale changes nothing, and
-- a sold-out sale lets the product sell at its own price again. A product in two running sales
-- gets the cheaper one. Sale prices of 0 or above the list price are ignored: discount_price
-- stays within (0, price], which the storefront's price display assumes.
--
-- is_visible: the product, its shop and its category are all active (hidden products are neither
-- listed nor sold). The columns the catalogue filters and sorts on ride along, so that a product
-- list reads products once (a view joined back to products would scan the table twice).
CREATE VIEW product_pricing AS
SELECT p.id AS product_id,
       p.shop_id,
       p.category_id,
       p.sub_category_id,
       p.brand_id,
       p.unit_id,
       p.name,
       p.rating,
       p.total_reviews,
       p.total_sold,
       p.created_at,
       (p.is_active AND s.is_active AND c.is_active) AS is_visible,
       p.price,
       coalesce(sale.price, p.discount_price) AS discount_price,
       coalesce(sale.price, CASE WHEN p.discount_price > 0 THEN p.discount_price ELSE p.price END) AS unit_price,
       sale.flash_sale_id,
       CASE WHEN sale.flash_sale_id IS NULL THEN p.quantity ELSE least(sale.stock_left, p.quantity) END AS stock
  FROM products p
  JOIN shops s ON s.id = p.shop_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN (
    -- Running sales are few: one small set joined by hash, not a probe per product.
    SELECT DISTINCT ON (fsp.product_id)
           fsp.product_id, fsp.flash_sale_id, fsp.price, fsp.quantity - fsp.sold AS stock_left
      FROM flash_sale_products fsp
      JOIN flash_sales fs ON fs.id = fsp.flash_sale_id
     WHERE fs.is_active AND fs.start_date <= now() AND now() < fs.end_date
       AND fsp.sold < fsp.quantity AND fsp.price > 0
     ORDER BY fsp.product_id, fsp.price, fsp.flash_sale_id
  ) sale ON sale.product_id = p.id AND sale.price <= p.price;

-- Category pages filter by sub-category alone (products_category_idx leads with category_id).
CREATE INDEX products_sub_category_idx ON products (sub_category_id);

-- sort_type=popular_product (also the home page's and product page's popular lists): an ordered
-- index scan that stops after one page.
CREATE INDEX products_popular_idx ON products (rating DESC, total_reviews DESC, total_sold DESC, id DESC);

