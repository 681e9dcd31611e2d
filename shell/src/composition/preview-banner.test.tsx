import { act, screen } from '@testing-library/react';
import type { Composition } from 'shared-sdk';
import { switchLocale } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../test-support/render-with-store';
import { CompositionContext } from './composition-context';
import { PREVIEW_EXIT_URL, PreviewBanner } from './preview-banner';

const stable = (name: string) => ({ manifest: `https://shop.example/remotes/${name}/mf-manifest.json`, served: 'stable' as const });

function compositionWith(catalog: Composition['remotes']['catalog']): Composition {
  return { apiBase: '/api', remotes: { catalog, cart: stable('cart'), account: stable('account'), auth: stable('auth') } };
}

const preview = compositionWith({
  manifest: 'https://previews.example/catalog/0.3.0-rc.1/mf-manifest.json',
  version: '0.3.0-rc.1',
  served: 'preview',
});

function renderBanner(composition: Composition, store = createTestStore()) {
  return renderWithStore(
    <CompositionContext.Provider value={composition}>
      <PreviewBanner />
    </CompositionContext.Provider>,
    { store },
  );
}

describe('PreviewBanner', () => {
  it('names the previewed build and links to the way out', async () => {
    await renderBanner(preview);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Preview: catalog 0.3.0-rc.1 · Exit');
    expect(screen.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', PREVIEW_EXIT_URL);
    expect(PREVIEW_EXIT_URL).toBe('/preview/exit');
    // The version reads left to right in any language.
    const version = screen.getByText('0.3.0-rc.1');
    expect(version.tagName).toBe('BDI');
    expect(version).toHaveAttribute('dir', 'ltr');
  });

  it('says it in Arabic, the version still isolated left to right', async () => {
    const store = createTestStore();
    await renderBanner(preview, store);
    act(() => switchLocale(store, 'ar', 'rtl', { 'previewBanner.build': 'معاينة: {remote} {version}', 'previewBanner.exit': 'خروج' }));
    expect(screen.getByRole('note')).toHaveTextContent('معاينة: catalog 0.3.0-rc.1 · خروج');
    expect(screen.getByRole('link', { name: 'خروج' })).toHaveAttribute('href', '/preview/exit');
    expect(screen.getByText('0.3.0-rc.1')).toHaveAttribute('dir', 'ltr');
  });

  it('shows nothing for builds served as stable or as a canary', async () => {
    await renderBanner(
      compositionWith({ manifest: 'https://shop.example/releases/catalog/0.2.0/mf-manifest.json', version: '0.2.0', served: 'canary' }),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exit' })).not.toBeInTheDocument();
  });

  it('is not a landmark: it takes no place among the regions of the page', async () => {
    await renderBanner(preview);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
