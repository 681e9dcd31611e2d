import { findRoute } from 'shared-sdk';
import { createTestStore } from '../test-support/render-with-store';
import { documentTitle, renderHead, scriptJson } from './page-head';

const url = new URL('https://shop.example/products/7/details?utm=x');

describe('the head of a server-rendered page', () => {
  const store = createTestStore();

  it("titles pages '{title} - {app name}', home with the app name alone, unknown pages as not found", () => {
    expect(documentTitle({ store, route: findRoute('productDetails'), meta: { title: 'Oxford Shirt' } })).toBe('Oxford Shirt - Ready Shop');
    expect(documentTitle({ store, route: findRoute('products'), meta: {} })).toBe('Products - Ready Shop');
    expect(documentTitle({ store, route: findRoute('home'), meta: {} })).toBe('Ready Shop');
    expect(documentTitle({ store, route: null, meta: {} })).toBe('Page Not Found - Ready Shop');
  });

  it('has the description, canonical, alternates, Open Graph, Twitter and JSON-LD, all escaped', () => {
    const head = renderHead({
      store,
      url,
      route: findRoute('productDetails'),
      locale: 'en',
      meta: {
        title: 'Shirt "Oxford" <b>',
        description: 'Cotton & linen',
        type: 'product',
        image: { url: '/media/shirt.png', alt: 'Shirt' },
        lcpImage: '/media/shirt.png',
        structuredData: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      },
    });
    expect(head).toContain('<title>Shirt &quot;Oxford&quot; &lt;b&gt; - Ready Shop</title>');
    expect(head).toContain('<meta name="description" content="Cotton &amp; linen">');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en">');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/7/details?utm=x">');
    expect(head).toContain('<link rel="alternate" hreflang="ar" href="https://shop.example/products/7/details?utm=x&amp;lang=ar">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/products/7/details?utm=x">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:image" content="https://shop.example/media/shirt.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<link rel="preload" as="image" href="/media/shirt.png" fetchpriority="high">');
    expect(head).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json!)).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
  });

  it('keeps ?lang= in the canonical URL of a page in another language, and marks not-found pages noindex', () => {
    const arabic = renderHead({
      store,
      url: new URL('https://shop.example/products?lang=ar'),
      route: findRoute('products'),
      locale: 'ar',
      meta: {},
    });
    expect(arabic).toContain('<link rel="canonical" href="https://shop.example/products?lang=ar">');
    expect(arabic).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ar">');
    const missing = renderHead({ store, url, route: findRoute('productDetails'), locale: 'en', meta: { notFound: true } });
    expect(missing).toContain('<meta name="robots" content="noindex">');
    expect(missing).not.toContain('rel="canonical"');
  });

  it('describes the store on home: Organization and a WebSite with its search', () => {
    const head = renderHead({ store, url: new URL('https://shop.example/'), route: findRoute('home'), locale: 'en', meta: {} });
    const data = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data[1].potentialAction.target.urlTemplate).toBe('https://shop.example/products?search={search_term_string}');
    expect(head).toContain('<meta name="description" content="Everything you need, delivered.">');
  });

  it('writes JSON that cannot close its script element', () => {
    expect(scriptJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });
});
