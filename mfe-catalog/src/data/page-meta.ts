import { linkTo, plainText, toApiFailure, type PageMeta, type ProductDetails, type ProductDetailsPage, type RootStore, type ShopDetails } from 'shared-sdk';

/** The answer, or null when the API says the thing does not exist (the page then answers 404). */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (toApiFailure(error).status === 404) return null;
    throw error;
  }
}

/** '1,234' → 1234, '12.3K' → 12300: the API's display counts as numbers for structured data. */
export function countOf(display: string | number): number {
  if (typeof display === 'number') return display;
  const match = /^([\d.,]+)\s*([KkMm]?)$/.exec(display.trim());
  if (!match) return 0;
  const value = Number(match[1]!.replace(/,/g, ''));
  const scale = { k: 1e3, m: 1e6 }[match[2]!.toLowerCase()] ?? 1;
  return Number.isFinite(value) ? Math.round(value * scale) : 0;
}

interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of the page's trail, from the store's home. */
export function breadcrumbList(url: URL, store: RootStore, trail: readonly Crumb[]): Record<string, unknown> {
  const crumbs = [{ name: store.i18n.t('nav.home', 'Home'), path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, url).href,
    })),
  };
}

/** The product page's gallery: its thumbnails, or the one thumbnail when it has no gallery. */
export function productGalleryImages(product: ProductDetails): string[] {
  const images = product.thumbnails.map((t) => t.thumbnail).filter(Boolean);
  return images.length > 0 ? images : [product.thumbnail];
}

/** Head and structured data of a product page: Product with its Offer and rating, and the trail. */
export function productMeta(page: ProductDetailsPage, store: RootStore, url: URL): PageMeta {
  const { product } = page;
  const images = [product.thumbnail, ...product.thumbnails.map((t) => t.thumbnail)].filter(Boolean);
  const description = plainText(product.short_description || product.description);
  const reviews = countOf(product.total_reviews);
  const code = store.settings.currency.code;
  const price = product.discount_price > 0 ? product.discount_price : product.price;
  const productData: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images.map((image) => new URL(image, url).href),
    description,
    sku: String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(code
      ? {
          offers: {
            '@type': 'Offer',
            url: url.href,
            price: price.toFixed(2),
            priceCurrency: code,
            availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: product.shop.name },
          },
        }
      : {}),
    ...(reviews > 0 && product.rating > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: reviews, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return {
    title: product.name,
    description,
    type: 'product',
    image: product.thumbnail ? { url: product.thumbnail, alt: product.name } : undefined,
    // The gallery's first picture is what the page shows largest (productGalleryImages).
    lcpImage: productGalleryImages(product)[0],
    structuredData: [
      productData,
      breadcrumbList(url, store, [
        { name: store.i18n.t('title.products', 'Products'), path: linkTo('products') },
        { name: product.name, path: url.pathname },
      ]),
    ],
  };
}

/** Head and structured data of a shop page. */
export function shopMeta(shop: ShopDetails, store: RootStore, url: URL): PageMeta {
  return {
    title: shop.name,
    description: plainText(shop.short_description || shop.description) || undefined,
    type: 'profile',
    image: shop.banner || shop.logo ? { url: shop.banner || shop.logo, alt: shop.name } : undefined,
    lcpImage: shop.banner || undefined,
    structuredData: [
      breadcrumbList(url, store, [
        { name: store.i18n.t('title.shops', 'Shops'), path: linkTo('shops') },
        { name: shop.name, path: linkTo('shopDetails', { id: shop.id }) },
      ]),
    ],
  };
}

/** A request the page can do without: its failure shows on the page (the browser asks again), not here. */
export function optional<T>(request: Promise<T>): Promise<T | undefined> {
  return request.catch(() => undefined);
}
