import { fakeApi } from 'shared-sdk/testing';
import { product } from '../test-support/catalog-fixtures';
import { loadBestDeals, pageOf, rankDeals } from './best-deal';

describe('best deal', () => {
  it('keeps discounted products, biggest percent off first, then the biggest saving', () => {
    const ranked = rankDeals([
      product({ id: 1, price: 100, discount_price: 90 }),
      product({ id: 2, price: 100, discount_price: 0 }),
      product({ id: 3, price: 10, discount_price: 5 }),
      product({ id: 4, price: 200, discount_price: 100 }),
      product({ id: 3, price: 10, discount_price: 5 }),
    ]);
    expect(ranked.map((p) => p.id)).toEqual([4, 3, 1]);
  });

  it('reads the catalogue in pages of 100 and pages the ranking by 10', async () => {
    const getProducts = jest.fn(async ({ page }: { page?: number } = {}) => ({
      total: 230,
      products: Array.from({ length: page === 3 ? 30 : 100 }, (_, i) => product({ id: (page ?? 1) * 1000 + i, price: 100, discount_price: 100 - ((i % 50) + 1) })),
    }));
    const deals = await loadBestDeals(fakeApi({ catalog: { getProducts } }).catalog);
    expect(getProducts.mock.calls.map(([q]) => q)).toEqual([
      { page: 1, per_page: 100, sort_type: 'newest' },
      { page: 2, per_page: 100, sort_type: 'newest' },
      { page: 3, per_page: 100, sort_type: 'newest' },
    ]);
    expect(deals).toHaveLength(230);
    expect(pageOf(deals, 2).products).toHaveLength(10);
    expect(pageOf(deals, 24)).toEqual({ total: 230, products: deals.slice(230) });
  });
});
