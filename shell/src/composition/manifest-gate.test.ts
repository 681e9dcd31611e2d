/** @jest-environment node */
import { integrityOf, type Composition } from 'shared-sdk';
import { HOST_SHARED, manifestFixture } from 'shared-sdk/testing';
import { createManifestGate } from './manifest-gate';
import { IncompatibleRemoteError, RemoteRefusedError } from './remote-errors';

const url = (name: string) => `https://cdn.example.com/${name}/mf-manifest.json`;
const composition = (cart: Partial<Composition['remotes']['cart']> = {}): Composition => ({
  apiBase: '/api',
  remotes: {
    catalog: { manifest: url('catalog') },
    cart: { manifest: url('cart'), ...cart },
    account: { manifest: url('account') },
    auth: { manifest: url('auth') },
  },
});
const answer = (body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body));

function gateFor(value: Composition, serverBuild = false) {
  const gate = createManifestGate({ host: () => HOST_SHARED, serverBuild });
  gate.compose(value);
  return gate;
}

describe('createManifestGate', () => {
  it('lets a manifest that passes the checks through, body unread', async () => {
    const gate = gateFor(composition());
    const response = answer(manifestFixture('cart'));
    await expect(gate.inspect(url('cart'), response)).resolves.toBeUndefined();
    await expect(response.json()).resolves.toMatchObject({ name: 'cart' });
    expect(gate.refusalOf('cart')).toBeUndefined();
  });

  it('refuses a manifest that lacks a module the shell loads, and remembers why', async () => {
    const gate = gateFor(composition());
    const manifest = { ...manifestFixture('cart'), exposes: [{ path: './contract' }] };
    await expect(gate.inspect(url('cart'), answer(manifest))).rejects.toThrow(RemoteRefusedError);
    expect(gate.refusalOf('cart')?.message).toContain('does not expose ./CheckoutPage');
    await gate.inspect(url('cart'), answer(manifestFixture('cart')));
    expect(gate.refusalOf('cart')).toBeUndefined();
  });

  it('refuses another shared-sdk major with the error the fallback names both versions from', async () => {
    const gate = gateFor(composition());
    const refusal = await gate.inspect(url('cart'), answer(manifestFixture('cart', '1.4.0'))).catch((error: unknown) => error);
    expect(refusal).toEqual(new IncompatibleRemoteError('cart', '1.4.0', '2.0.0'));
    expect(gate.refusalOf('cart')).toBe(refusal);
  });

  it('checks the pin and exposes it for the browser', async () => {
    const text = JSON.stringify(manifestFixture('cart'));
    const gate = gateFor(composition({ integrity: await integrityOf(`${text}\n`) }));
    expect(gate.integrityOf(url('cart'))).toMatch(/^sha384-/);
    await expect(gate.inspect(url('cart'), answer(text))).rejects.toThrow('does not match its pin');
  });

  it('asks for the server build when it serves the server renderer', async () => {
    const { ssrRemoteEntry: _none, ...metaData } = manifestFixture('cart').metaData;
    const manifest = { ...manifestFixture('cart'), metaData };
    await expect(gateFor(composition()).inspect(url('cart'), answer(manifest))).resolves.toBeUndefined();
    await expect(gateFor(composition(), true).inspect(url('cart'), answer(manifest))).rejects.toThrow('names no server build');
  });

  it("keeps the publicPath of a manifest that passed, for telling the remote's scripts", async () => {
    const gate = gateFor(composition());
    const cdn = {
      ...manifestFixture('cart'),
      metaData: { ...manifestFixture('cart').metaData, publicPath: 'https://files.example/cart/' },
    };
    expect(gate.publicPathOf('cart')).toBeUndefined();
    await gate.inspect(url('cart'), answer(cdn));
    expect(gate.publicPathOf('cart')).toBe('https://files.example/cart/');
    const refused = { ...cdn, metaData: { ...cdn.metaData, publicPath: 'https://elsewhere.example/' }, exposes: [] };
    await expect(gate.inspect(url('cart'), answer(refused))).rejects.toThrow(RemoteRefusedError);
    expect(gate.publicPathOf('cart')).toBe('https://files.example/cart/');
  });

  it('leaves a URL the composition does not name alone', async () => {
    await expect(gateFor(composition()).inspect('https://elsewhere.example/mf-manifest.json', answer('nope'))).resolves.toBeUndefined();
  });
});
