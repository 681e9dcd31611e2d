import { composedManifests, parseComposition } from './composition';

const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json` });
const valid = { remotes: { catalog: remote('catalog'), cart: remote('cart'), account: remote('account'), auth: remote('auth') } };

describe('parseComposition', () => {
  it('accepts a complete file and defaults apiBase to /api', () => {
    const result = parseComposition(valid);
    expect(result.ok && result.composition.apiBase).toBe('/api');
  });
  it('names every missing remote and bad field', () => {
    const result = parseComposition({ apiBase: 7, remotes: { catalog: { manifest: 'x.js' }, cart: remote('cart'), shop: {} } });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"apiBase"'),
        expect.stringContaining('remotes.catalog.manifest'),
        expect.stringContaining('remotes.account is missing'),
        expect.stringContaining('remotes.auth is missing'),
        expect.stringContaining('remotes.shop is not a known remote'),
      ]),
    );
  });
  it('refuses something that is not an object', () => {
    expect(parseComposition('nope')).toEqual({ ok: false, errors: [expect.stringContaining('JSON object')] });
    expect(parseComposition([])).toMatchObject({ ok: false });
  });
  it('checks the integrity hash format', () => {
    const withBadHash = { remotes: { ...valid.remotes, cart: { ...remote('cart'), integrity: 'md5-abc' } } };
    expect(parseComposition(withBadHash)).toMatchObject({ ok: false, errors: [expect.stringContaining('integrity')] });
  });
});

describe('composedManifests', () => {
  it('lists each remote build with where its ref sits in the file (what compose pin writes to)', () => {
    const result = parseComposition(valid);
    if (!result.ok) throw new Error('fixture should parse');
    const manifests = composedManifests(result.composition);
    expect(manifests.map((entry) => entry.remote)).toEqual(['catalog', 'cart', 'account', 'auth']);
    expect(manifests[1]).toEqual({
      remote: 'cart',
      role: 'current',
      ref: { manifest: '/remotes/cart/mf-manifest.json' },
      path: ['remotes', 'cart'],
    });
  });
});

describe('a canary beside a remote', () => {
  const canary = { manifest: '/releases/mfe-cart/0.3.0/mf-manifest.json', percent: 10 };
  it('is parsed, and listed as one more manifest after its remote', () => {
    const result = parseComposition({ remotes: { ...valid.remotes, cart: { ...remote('cart'), canary } } });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.composition.remotes.cart.canary).toEqual(canary);
    const manifests = composedManifests(result.composition);
    expect(manifests.map((entry) => `${entry.remote}:${entry.role}`)).toEqual([
      'catalog:current',
      'cart:current',
      'cart:canary',
      'account:current',
      'auth:current',
    ]);
    expect(manifests[2]).toMatchObject({ ref: canary, path: ['remotes', 'cart', 'canary'] });
  });
  it('needs a manifest and a whole percent from 0 to 100', () => {
    const result = parseComposition({
      remotes: { ...valid.remotes, cart: { ...remote('cart'), canary: { manifest: 'x.js', percent: 101 } } },
    });
    expect(result).toMatchObject({ ok: false });
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      expect.stringContaining('remotes.cart.canary.manifest'),
      expect.stringContaining('remotes.cart.canary.percent'),
    ]);
  });
});

describe('what the server adds for one browser', () => {
  it('takes a preview build in place of a remote, as it takes a resolved canary', () => {
    const preview = { manifest: 'https://shop.example/previews/catalog/0.3.0/mf-manifest.json', version: '0.3.0', served: 'preview' };
    const result = parseComposition({ remotes: { ...valid.remotes, catalog: preview, cart: { ...remote('cart'), served: 'canary' } } });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.composition.remotes.catalog).toEqual(preview);
    expect(result.composition.remotes.cart.served).toBe('canary');
  });

  it('refuses another served value, naming the three it takes', () => {
    const result = parseComposition({ remotes: { ...valid.remotes, auth: { ...remote('auth'), served: 'beta' } } });
    expect(result).toEqual({ ok: false, errors: ['remotes.auth.served must be "stable", "canary", "preview".'] });
  });

  it('reads a null version (a preview link that names none) as no version', () => {
    const result = parseComposition({ remotes: { ...valid.remotes, catalog: { ...remote('catalog'), version: null, served: 'preview' } } });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.composition.remotes.catalog.version).toBeUndefined();
    expect(parseComposition({ remotes: { ...valid.remotes, catalog: { ...remote('catalog'), version: 3 } } })).toEqual({
      ok: false,
      errors: ['remotes.catalog.version must be a string.'],
    });
  });

  it('keeps the vitals sample rate when it is a share from 0 to 1', () => {
    for (const rate of [0, 0.25, 1]) {
      const result = parseComposition({ ...valid, telemetry: { vitals_sample_rate: rate } });
      expect(result.ok && result.composition.telemetry).toEqual({ vitals_sample_rate: rate });
    }
  });

  it('leaves out telemetry it cannot read, and the composition still parses (the shell then measures every page view)', () => {
    for (const telemetry of [{ vitals_sample_rate: 1.5 }, { vitals_sample_rate: -0.1 }, { vitals_sample_rate: '0.5' }, {}, 'all', null]) {
      const result = parseComposition({ ...valid, telemetry });
      if (!result.ok) throw new Error(result.errors.join('\n'));
      expect(result.composition).not.toHaveProperty('telemetry');
    }
    const plain = parseComposition(valid);
    expect(plain.ok && plain.composition).not.toHaveProperty('telemetry');
  });
});
