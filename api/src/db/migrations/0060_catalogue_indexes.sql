-- Catalogue lists filtered by category, sub-category or shop and sorted by newest, popularity or
-- sales: measured with EXPLAIN on a 50,000-product catalogue (docs/catalogue-indexes.md).
--
-- Every list counts its matches beside the page (count(*) OVER ()), so it reads all the rows
-- that match its filter whatever the index. Without these, the planner walks the whole-catalogue
-- sort index (products_created_idx, products_popular_idx, products_sold_idx) and throws away the
-- rows of other categories or shops; with them it reads only the filter's rows, already in order.
-- Price sorts (unit_price, computed by the product_pricing view) cannot use an index on products;
-- they sort the filter's rows and need none of these. Search (ILIKE '%text%' on the product's or
-- its brand's name, joined by OR EXISTS) cannot use a trigram index in its current form.

-- category_id with sort_type=newest (and just_for_you for guests).
CREATE INDEX products_category_newest_idx ON products (category_id, created_at DESC, id DESC);
-- category_id with sort_type=popular_product; also the product page's related products.
CREATE INDEX products_category_popular_idx ON products (category_id, rating DESC, total_reviews DESC, total_sold DESC, id DESC);
-- category_id with sort_type=top_selling.
CREATE INDEX products_category_sold_idx ON products (category_id, total_sold DESC, id DESC);

-- sub_category_id with sort_type=newest (and just_for_you for guests).
CREATE INDEX products_sub_category_newest_idx ON products (sub_category_id, created_at DESC, id DESC);
-- sub_category_id with sort_type=popular_product.
CREATE INDEX products_sub_category_popular_idx ON products (sub_category_id, rating DESC, total_reviews DESC, total_sold DESC, id DESC);
-- sub_category_id with sort_type=top_selling.
CREATE INDEX products_sub_category_sold_idx ON products (sub_category_id, total_sold DESC, id DESC);

-- shop_id with sort_type=newest (a shop's product list, and just_for_you for guests).
CREATE INDEX products_shop_newest_idx ON products (shop_id, created_at DESC, id DESC);
-- shop_id with sort_type=popular_product.
CREATE INDEX products_shop_popular_idx ON products (shop_id, rating DESC, total_reviews DESC, total_sold DESC, id DESC);
-- shop_id with sort_type=top_selling.
CREATE INDEX products_shop_sold_idx ON products (shop_id, total_sold DESC, id DESC);
