import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { Composition } from 'shared-sdk';
import styled from 'styled-components';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { createTestStore } from '../test-support/render-with-store';
import { prerenderNextPage } from './prerender-next-page';

const stable = (name: string) => ({ manifest: `https://shop.example/remotes/${name}/mf-manifest.json`, served: 'stable' as const });
const composition: Composition = {
  apiBase: '/api',
  remotes: { catalog: stable('catalog'), cart: stable('cart'), account: stable('account'), auth: stable('auth') },
};

const Title = styled.h1`
  letter-spacing: 0.0123em;
`;

describe('prerenderNextPage', () => {
  it("renders the next page out of sight, mounting none of its effects until it is shown in #root's place", async () => {
    const effects = jest.fn();
    function ProductPage() {
      useEffect(() => effects(), []);
      return <Title>Prerendered product</Title>;
    }
    // The same promise at every call, as the real loader keeps it (`use` requires it).
    const loaded = Promise.resolve(ProductPage);
    const loader = fakeRemoteLoader(jest.fn(() => loaded));
    document.title = 'Home';
    const islands = document.body.appendChild(document.createElement('div'));
    islands.id = 'root';
    islands.textContent = 'The page of islands';
    const styleText = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(styleText()).not.toContain('0.0123em');

    let prerender!: ReturnType<typeof prerenderNextPage>;
    await act(async () => {
      prerender = prerenderNextPage(new URL('http://localhost/products/5/details'), { store: createTestStore(), loader, composition });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(prerender.path).toBe('/products/5/details');
    expect(loader.load).toHaveBeenCalledWith('catalog', './ProductDetailsPage');
    expect(styleText()).toContain('0.0123em');
    expect(effects).not.toHaveBeenCalled();
    expect(document.title).toBe('Home');
    expect(document.body).not.toHaveTextContent('Prerendered product');

    // Back or Forward on the page of islands (a hash link's entry) is not the prerender's to follow.
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    // The hand-over: the browser's history gets the page's entry, then the prerender is shown.
    window.history.pushState({ usr: null, key: prerender.key, idx: 1 }, '', prerender.path);
    await act(async () => {
      prerender.show(islands);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    const root = document.getElementById('root');
    expect(root).not.toBe(islands);
    expect(root).toHaveTextContent('Prerendered product');
    expect(document.body).not.toHaveTextContent('The page of islands');
    expect(effects).toHaveBeenCalledTimes(1);
    act(() => prerender.discard());
    root?.remove();
  });
});
