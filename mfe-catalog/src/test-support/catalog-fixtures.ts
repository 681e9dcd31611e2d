import type { Category, Product, ProductDetails, ReviewsPage, Shop } from 'shared-sdk';

/** A product as GET /products gives it; tests override what they look at. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Linen Shirt',
    thumbnail: '/media/shirt.svg',
    price: 40,
    discount_price: 30,
    discount_percentage: 25,
    rating: 4.5,
    total_reviews: '12',
    total_sold: '1.2K',
    quantity: 8,
    is_favorite: false,
    brand: 'Urban',
    unit: { id: 1, name: 'pc' },
    sizes: [
      { id: 11, name: 'S', price: 0 },
      { id: 12, name: 'XL', price: 5 },
    ],
    colors: [
      { id: 21, name: 'Sand', color_code: '#e0c9a6', price: 0 },
      { id: 22, name: 'Navy', color_code: '#1e3a8a', price: 2.5 },
    ],
    shop: {
      id: 3,
      name: 'Urban Threads',
      logo: '/media/urban.svg',
      rating: 4.2,
      estimated_delivery_time: '2-4 days',
      delivery_charge: 4.99,
    },
    ...overrides,
  };
}

export function productDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    ...product(),
    short_description: 'A breezy shirt.',
    description: '<p>Soft <strong>linen</strong>.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
    thumbnails: [
      { id: 1, thumbnail: '/media/shirt-1.svg' },
      { id: 2, thumbnail: '/media/shirt-2.svg' },
    ],
    flash_sale: null,
    ...overrides,
  };
}

export function products(count: number, from = 1): Product[] {
  return Array.from({ length: count }, (_, i) => product({ id: from + i, name: `Product ${from + i}` }));
}

export const CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Fashion',
    thumbnail: '/media/fashion.svg',
    sub_categories: [
      { id: 10, name: 'Shirts', thumbnail: '' },
      { id: 11, name: 'Shoes', thumbnail: '' },
    ],
  },
  { id: 2, name: 'Electronics', thumbnail: '/media/electronics.svg', sub_categories: [{ id: 20, name: 'Phones', thumbnail: '' }] },
];

export const SHOPS: Shop[] = [
  {
    id: 3,
    name: 'Urban Threads',
    logo: '',
    banner: '',
    total_products: 12,
    total_categories: 2,
    rating: 4.2,
    shop_status: 'Online',
    total_reviews: 41,
  },
];

export function reviewsPage(overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    average_rating_percentage: { rating: 4.5, total_review: 2, percentages: { 1: 0, 2: 0, 3: 0, 4: 50, 5: 50 } },
    total: 2,
    reviews: [
      { id: 1, customer_name: 'Sara', customer_profile: null, rating: 5, description: 'Lovely.', created_at: '2026-11-01T10:00:00Z' },
      { id: 2, customer_name: 'Omar', customer_profile: null, rating: 4, description: 'Good.', created_at: '2026-11-02T10:00:00Z' },
    ],
    ...overrides,
  };
}
