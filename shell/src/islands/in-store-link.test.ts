import { inStoreLink, inStoreUrl } from './in-store-link';

const here = new URL('https://shop.example/about-us?x=1') as unknown as Location;

describe('a link the app can follow from a page of islands', () => {
  it('is one of the store pages on this origin', () => {
    expect(inStoreUrl('/products/12/details', here)?.href).toBe('https://shop.example/products/12/details');
    expect(inStoreUrl('https://shop.example/shops?page=2', here)?.pathname).toBe('/shops');
    expect(inStoreUrl('/', here)?.pathname).toBe('/');
    expect(inStoreUrl('/about-us#team', here)?.hash).toBe('#team');
  });

  it("is not another site's, the API's, a file, nor a hash on this page", () => {
    expect(inStoreUrl('https://elsewhere.example/products', here)).toBeNull();
    expect(inStoreUrl('/api/products', here)).toBeNull();
    expect(inStoreUrl('/media/photo.png', here)).toBeNull();
    expect(inStoreUrl('/shop/register', here)).toBeNull();
    expect(inStoreUrl('/about-us?x=1#main', here)).toBeNull();
    expect(inStoreUrl('http://[bad', here)).toBeNull();
  });

  it('leaves a link that opens elsewhere to the browser', () => {
    document.body.innerHTML =
      '<a id="plain" href="/shops"><span>Shops</span></a><a id="blank" href="/shops" target="_blank">Shops</a><a id="file" href="/shops" download>Shops</a>';
    // The links resolve against the test document's own address, as a page's do.
    expect(inStoreLink(document.querySelector('#plain span'))?.pathname).toBe('/shops');
    expect(inStoreLink(document.getElementById('blank'))).toBeNull();
    expect(inStoreLink(document.getElementById('file'))).toBeNull();
    expect(inStoreLink(document.body)).toBeNull();
  });
});
