-- Popularity is the best rated by the most reviewers, and no longer sales as a third key: with it,
-- every order could reorder the popular lists of the home page and of every product page, and
-- dropped them all from the API's memory (migration 0120, docs/decisions.md). The indexes follow
-- the order (docs/catalogue-indexes.md).
DROP INDEX products_popular_idx;
CREATE INDEX products_popular_idx ON products (rating DESC, total_reviews DESC, id DESC);
DROP INDEX products_category_popular_idx;
CREATE INDEX products_category_popular_idx ON products (category_id, rating DESC, total_reviews DESC, id DESC);
DROP INDEX products_sub_category_popular_idx;
CREATE INDEX products_sub_category_popular_idx ON products (sub_category_id, rating DESC, total_reviews DESC, id DESC);
DROP INDEX products_shop_popular_idx;
CREATE INDEX products_shop_popular_idx ON products (shop_id, rating DESC, total_reviews DESC, id DESC);
