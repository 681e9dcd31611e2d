import { act } from '@testing-library/react';
import { useEffect } from 'react';
import type { Composition } from 'shared-sdk';
import styled from 'styled-components';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { createTestStore } from '../test-support/render-with-store';
import { rehearseNextPage } from './rehearse-next-page';

const stable = (name: string) => ({ manifest: `https://shop.example/remotes/${name}/mf-manifest.json`, served: 'stable' as const });
const composition: Composition = {
  apiBase: '/api',
  remotes: { catalog: stable('catalog'), cart: stable('cart'), account: stable('account'), auth: stable('auth') },
};

const Title = styled.h1`
  letter-spacing: 0.0123em;
`;

describe('rehearseNextPage', () => {
  it("renders the next page's code and styles out of sight, mounting none of its effects", async () => {
    const effects = jest.fn();
    function ProductPage() {
      useEffect(() => effects(), []);
      return <Title>Rehearsed product</Title>;
    }
    // The same promise at every call, as the real loader keeps it (`use` requires it).
    const loaded = Promise.resolve(ProductPage);
    const loader = fakeRemoteLoader(jest.fn(() => loaded));
    document.title = 'Home';
    const styleText = () => Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(styleText()).not.toContain('0.0123em');

    let stop = () => undefined as void;
    await act(async () => {
      stop = rehearseNextPage(new URL('http://localhost/products/5/details'), { store: createTestStore(), loader, composition });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(loader.load).toHaveBeenCalledWith('catalog', './ProductDetailsPage');
    expect(styleText()).toContain('0.0123em');
    expect(effects).not.toHaveBeenCalled();
    expect(document.title).toBe('Home');
    expect(document.body).not.toHaveTextContent('Rehearsed product');
    act(() => stop());
  });
});
