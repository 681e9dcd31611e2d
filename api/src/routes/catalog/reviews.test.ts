import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertFieldErrors, getJson, ids } from '../../test-support/catalog-assertions.js';
import { insertCategory, insertCustomer, insertProduct, insertReview, insertShop } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/reviews', () => {
  let t: TestApp;
  let shopId: number;
  let product: number;
  let other: number;
  let unreviewed: number;
  let hidden: number;
  /** The product's reviews, newest first. */
  let productReviews: number[];
  let otherReview: number;
  before(async () => {
    t = await createTestApp();
    const db = t.app.db;
    shopId = await insertShop(db);
    const categoryId = await insertCategory(db);
    [product, other, unreviewed, hidden] = [
      await insertProduct(db, { shopId, categoryId }),
      await insertProduct(db, { shopId, categoryId }),
      await insertProduct(db, { shopId, categoryId }),
      await insertProduct(db, { shopId, categoryId, isActive: false }),
    ];
    const rana = await insertCustomer(db, { name: 'Rana', profilePhoto: '/media/rana.png' });
    const omar = await insertCustomer(db, { name: 'Omar' });
    const review = (userId: number, rating: number, ageDays: number, productId = product) =>
      insertReview(db, { productId, userId, rating, ageDays, description: `${rating} stars` });
    const oldest = await review(rana.id, 1, 9);
    const fives = [await review(omar.id, 5, 1), await review(rana.id, 5, 3)];
    const four = await review(omar.id, 4, 0);
    const two = await review(rana.id, 2, 5);
    productReviews = [four, fives[0]!, fives[1]!, two, oldest];
    otherReview = await review(omar.id, 3, 2, other);
  });
  after(() => t.close());

  const data = async (query: string) => {
    const { status, body } = await getJson(t.app, `/api/reviews?${query}`);
    assert.equal(status, 200, query);
    return body.data;
  };

  it("answers a product's rating summary and its reviews, newest first", async () => {
    const body = await data(`product_id=${product}`);
    assert.deepEqual(Object.keys(body).sort(), ['average_rating_percentage', 'reviews', 'total']);
    assert.deepEqual(body.average_rating_percentage, {
      rating: 3.4,
      total_review: 5,
      percentages: { 1: 20, 2: 20, 3: 0, 4: 20, 5: 40 },
    });
    assert.equal(body.total, 5);
    assert.deepEqual(ids(body.reviews), productReviews);
    const [newest] = body.reviews;
    assert.deepEqual(Object.keys(newest).sort(), ['created_at', 'customer_name', 'customer_profile', 'description', 'id', 'rating']);
    assert.deepEqual(
      { ...newest, id: 0, created_at: '' },
      {
        id: 0,
        customer_name: 'Omar',
        customer_profile: null,
        rating: 4,
        description: '4 stars',
        created_at: '',
      },
    );
    assert.ok(Math.abs(Date.parse(newest.created_at) - Date.now()) < 60_000, 'created_at is an ISO date');
    assert.equal(body.reviews[2].customer_profile, '/media/rana.png');
  });

  it("answers a shop's summary over all its products' reviews", async () => {
    const body = await data(`shop_id=${shopId}`);
    assert.equal(body.total, 6);
    assert.deepEqual(body.average_rating_percentage, {
      rating: 3.3,
      total_review: 6,
      percentages: { 1: 16.7, 2: 16.7, 3: 16.7, 4: 16.7, 5: 33.3 },
    });
    assert.deepEqual(ids(body.reviews), [productReviews[0], productReviews[1], otherReview, ...productReviews.slice(2)]);
  });

  it('answers zeros and no reviews for a product nobody reviewed', async () => {
    assert.deepEqual(await data(`product_id=${unreviewed}`), {
      average_rating_percentage: { rating: 0, total_review: 0, percentages: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      total: 0,
      reviews: [],
    });
  });

  it('pages the reviews with the total beside them', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => data(`product_id=${product}&per_page=2&page=${page}`)));
    assert.deepEqual(
      pages.flatMap((p) => ids(p.reviews)),
      productReviews,
    );
    assert.ok(pages.every((p) => p.total === 5 && p.average_rating_percentage.total_review === 5));
    assert.deepEqual((await data(`product_id=${product}&per_page=2&page=4`)).reviews, []);
  });

  it('answers 422 unless exactly one of product_id and shop_id is given', async () => {
    await assertFieldErrors(t.app, '/api/reviews', ['product_id']);
    assert.equal((await getJson(t.app, '/api/reviews')).body.message, 'The product id field is required when shop id is not present.');
    await assertFieldErrors(t.app, `/api/reviews?product_id=${product}&shop_id=${shopId}`, ['shop_id']);
    await assertFieldErrors(t.app, '/api/reviews?product_id=&shop_id=', ['product_id']);
  });

  it('answers 422 naming bad numbers', async () => {
    await assertFieldErrors(t.app, '/api/reviews?product_id=abc', ['product_id']);
    await assertFieldErrors(t.app, '/api/reviews?shop_id=-2', ['shop_id']);
    await assertFieldErrors(t.app, `/api/reviews?product_id=${product}&page=0`, ['page']);
    await assertFieldErrors(t.app, `/api/reviews?product_id=${product}&per_page=101`, ['per_page']);
  });

  it('answers 404 for an unknown or hidden product and an unknown or inactive shop', async () => {
    const closed = await insertShop(t.app.db, { isActive: false });
    const cases: Array<[string, string]> = [
      ['product_id=999999', 'product'],
      [`product_id=${hidden}`, 'product'],
      ['shop_id=999999', 'shop'],
      [`shop_id=${closed}`, 'shop'],
    ];
    for (const [query, what] of cases) {
      const { status, body } = await getJson(t.app, `/api/reviews?${query}`);
      assert.equal(status, 404, query);
      assert.deepEqual(body, { message: `The ${what} could not be found.` });
    }
  });
});
