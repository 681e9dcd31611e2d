import { adoptRenderedUrl, type EmbeddedState } from './hydration';

const rendered = (url: unknown) => ({ url }) as unknown as EmbeddedState;
const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('adoptRenderedUrl', () => {
  beforeEach(() => window.history.replaceState(null, '', '/products?min_price=50&sort=bogus&max_price=300&utm_source=mail#grid'));

  it('takes the URL the server rendered for, in its order and without what it dropped, keeping the hash', () => {
    adoptRenderedUrl(rendered('/products?max_price=300&min_price=50'));
    expect(here()).toBe('/products?max_price=300&min_price=50#grid');
  });

  it('keeps the history entry’s state', () => {
    window.history.replaceState({ idx: 3 }, '', '/products?b=1');
    adoptRenderedUrl(rendered('/products'));
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it.each([['//evil.example/products'], ['https://evil.example/'], [undefined], ['products']])('takes no other place: %p', (url) => {
    const before = here();
    adoptRenderedUrl(rendered(url));
    expect(here()).toBe(before);
  });
});
