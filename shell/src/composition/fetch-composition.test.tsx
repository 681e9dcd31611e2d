import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CompositionErrorPage } from './composition-error-page';
import { loadComposition } from './fetch-composition';

const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json` });
const VALID = {
  apiBase: '/api',
  remotes: { catalog: remote('catalog'), cart: remote('cart'), account: remote('account'), auth: remote('auth') },
};

/** jsdom has no fetch: answer every request with `body`. */
function serve(body: string, status = 200) {
  const response = { ok: status < 400, status, text: async () => body } as Response;
  global.fetch = jest.fn(async () => response);
}

async function renderErrorPageFor(body: string, status = 200) {
  serve(body, status);
  const result = await loadComposition();
  if (result.ok) throw new Error('expected a failed composition');
  render(
    <IntlProvider locale="en">
      <CompositionErrorPage errors={result.errors} url={result.url} />
    </IntlProvider>,
  );
  return result;
}

describe('loadComposition', () => {
  it('fetches composition.json without the cache and resolves manifests against its URL', async () => {
    serve(
      JSON.stringify({
        ...VALID,
        remotes: { ...VALID.remotes, cart: { manifest: 'https://cdn.example.com/cart/2.0.1/mf-manifest.json' } },
      }),
    );
    const result = await loadComposition('/deploy/composition.json');
    expect(global.fetch).toHaveBeenCalledWith('http://localhost/deploy/composition.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(result.ok && result.composition.remotes.catalog.manifest).toBe('http://localhost/remotes/catalog/mf-manifest.json');
    expect(result.ok && result.composition.remotes.cart.manifest).toBe('https://cdn.example.com/cart/2.0.1/mf-manifest.json');
  });

  it('resolves a relative manifest path next to composition.json', async () => {
    serve(JSON.stringify({ remotes: { ...VALID.remotes, auth: { manifest: 'auth/mf-manifest.json' } } }));
    const result = await loadComposition('/deploy/composition.json');
    expect(result.ok && result.composition.remotes.auth.manifest).toBe('http://localhost/deploy/auth/mf-manifest.json');
  });
});

describe('a bad composition renders the error page', () => {
  it('lists every validation problem and names the file to fix', async () => {
    await renderErrorPageFor(JSON.stringify({ remotes: { catalog: { manifest: 'catalog.js' }, cart: remote('cart') } }));
    expect(screen.getByRole('heading', { name: 'The storefront could not start' })).toBeInTheDocument();
    const problems = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'remotes.catalog.manifest must be the URL of an mf-manifest.json file.',
      'remotes.account is missing: give it { "manifest": "<url of mf-manifest.json>" }.',
      'remotes.auth is missing: give it { "manifest": "<url of mf-manifest.json>" }.',
    ]);
    expect(screen.getByText('http://localhost/composition.json')).toBeInTheDocument();
  });

  it('reports a file that is not JSON', async () => {
    await renderErrorPageFor('{ "remotes": ');
    expect(screen.getByRole('listitem')).toHaveTextContent(/The file is not valid JSON/);
  });

  it('reports a file the server does not have', async () => {
    await renderErrorPageFor('Not found', 404);
    expect(screen.getByRole('listitem')).toHaveTextContent('The file could not be loaded: the server answered HTTP 404.');
  });
});
