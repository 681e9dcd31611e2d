// What one client can do to a canary through its field data (docs/composition.md, "What a client can
// still do"). An outside probe aborted a healthy canary with four beacons from one address ("1000 errors
// per page view"), and kept a broken canary serving half the shoppers with 400 invented healthy page
// views from one address, where the same real traffic without them aborted it. Here each canary serves
// half the buckets, real shoppers are browsers of their own (an address, a bucket, a page opened before
// each view is reported), and the attacker is one address sending what it likes: neither attack moves
// the canary, while the real traffic still aborts the broken canaries and keeps the healthy ones.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { listCanaryAborts } from '../../db/queries/remote-loads.js';
import {
  absolute,
  canaryManifest,
  compositionWith,
  fieldDataStore,
  pageView,
  writeComposition,
  type Browser,
} from './field-data-clients.js';

/** Canary buckets are 0 to 49, stable ones 50 to 99. */
const PERCENT = 50;
const SHOPPERS = 15;

describe('field data from one client cannot steer a canary', () => {
  let store: Awaited<ReturnType<typeof fieldDataStore>>;
  before(async () => {
    store = await fieldDataStore(compositionWith(['catalog', 'cart', 'account', 'auth'], PERCENT));
  });
  after(() => store?.close());

  const abortOf = async (remote: string) => (await listCanaryAborts(store.app.db)).find((abort) => abort.remote === remote);
  /** What a browser in canary bucket 0 is served for `remote` now. */
  const servedTo = async (remote: string) =>
    (await store.app.inject({ url: '/composition.json', headers: { cookie: 'storefront_bucket=0' } })).json().remotes[remote].served;

  /**
   * Real shoppers of one remote: SHOPPERS browsers in canary buckets and as many in stable buckets,
   * each opening two pages and reporting each page view, the two groups in turn.
   */
  async function realTraffic(
    remote: string,
    errors: { canary: (i: number) => number; stable: (i: number) => number },
    canaryBuild = absolute(canaryManifest(remote)),
  ) {
    const canary = Array.from({ length: SHOPPERS }, (_, i) => store.browser((i * 3) % PERCENT));
    const stable = Array.from({ length: SHOPPERS }, (_, i) => store.browser(PERCENT + ((i * 3) % PERCENT)));
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < SHOPPERS; i += 1) {
        const n = round * SHOPPERS + i;
        assert.equal(await canary[i]!.view({ remote, served: 'canary', manifest: canaryBuild, errors: errors.canary(n) }), 202);
        assert.equal(await stable[i]!.view({ remote, served: 'stable', errors: errors.stable(n) }), 202);
      }
    }
    return { canary, stable };
  }
  const healthy = { canary: (n: number) => (n % 10 === 0 ? 1 : 0), stable: (n: number) => (n % 10 === 5 ? 1 : 0) };
  const broken = { canary: () => 1, stable: () => 0 };

  /** `count` beacons of 20 page views each from `attacker`, each view carrying one of `tokens` if given. */
  async function flood(attacker: Browser, count: number, view: object, tokens: (string | undefined)[] = []) {
    for (let beacon = 0; beacon < count; beacon += 1) {
      const views = Array.from({ length: 20 }, (_, i) => {
        const token = tokens[beacon * 20 + i];
        return token ? { ...view, token } : view;
      });
      await attacker.beacon(views);
    }
  }
  const tokensOf = async (attacker: Browser, count: number) => {
    const tokens: (string | undefined)[] = [];
    for (let i = 0; i < count; i += 1) tokens.push(await attacker.openPage());
    return tokens;
  };

  it('real traffic aborts a broken canary by the error rule (the control of the second attack)', async () => {
    await realTraffic('account', broken);
    assert.match((await abortOf('account'))?.reason ?? '(not aborted)', /^Canary of account aborted \([^)]+\): error rule: /);
    assert.equal(await servedTo('account'), 'stable');
  });

  it('real traffic keeps a healthy canary (the control of the first attack)', async () => {
    await realTraffic('auth', healthy);
    assert.equal(await abortOf('auth'), undefined);
    assert.equal(await servedTo('auth'), 'canary');
  });

  it('one address cannot abort a healthy canary: not with 1000 errors per view, nor with the most a real page reports', async () => {
    const { canary } = await realTraffic('cart', healthy);
    const attacker = store.browser(0);
    // The outside probe's four beacons: 20 page views each, 1000 errors each, all blamed on the canary.
    const impossible = pageView({ remote: 'cart', served: 'canary', errors: 1000 });
    impossible.builds[0]!.errors = 1000;
    await flood(attacker, 4, impossible);
    assert.equal(await abortOf('cart'), undefined, 'the four beacons of the outside probe');
    // The same attacker within the figures a real page can have (10 errors, the most the shell
    // sends), each view with a token of its own, from pages it opened itself.
    const worst = pageView({ remote: 'cart', served: 'canary', errors: 10 });
    worst.builds[0]!.errors = 10;
    await flood(attacker, 4, worst, await tokensOf(attacker, 80));
    assert.equal(await abortOf('cart'), undefined, 'as many page views with 10 errors as it likes');
    // The real shoppers go on: the canary is judged again, on their views.
    for (const shopper of canary) assert.equal(await shopper.view({ remote: 'cart', served: 'canary' }), 202);
    assert.equal(await abortOf('cart'), undefined);
    assert.equal(await servedTo('cart'), 'canary');
  });

  it('400 invented healthy page views from one address do not keep a broken canary serving', async () => {
    const attacker = store.browser(1);
    const clean = pageView({ remote: 'catalog', served: 'canary', errors: 0 });
    // 400 healthy page views of the canary before the real shoppers come: as they were sent, then
    // each with a token of a page the attacker opened.
    await flood(attacker, 20, clean);
    await flood(attacker, 20, clean, await tokensOf(attacker, 400));
    await realTraffic('catalog', broken);
    assert.match(
      (await abortOf('catalog'))?.reason ?? '(not aborted)',
      new RegExp(`^Canary of catalog aborted \\(${absolute(canaryManifest('catalog')).replace(/[.]/g, '\\.')}\\): error rule: `),
    );
    assert.equal(await servedTo('catalog'), 'stable');
  });

  it("one address's invented errors of the stable build do not keep a broken canary serving either", async () => {
    // A new build of the account remote as its canary (the old one was aborted above): judged afresh.
    const release = '/releases/mfe-account/0.3.0/mf-manifest.json';
    await writeComposition(
      store.app,
      compositionWith(['catalog', 'cart', 'account', 'auth'], PERCENT, (remote) =>
        remote === 'account' ? release : canaryManifest(remote),
      ),
    );
    const attacker = store.browser(PERCENT + 1);
    // The stable build made to look worse than the broken canary: 10 errors on each of 80 page views.
    const worse = pageView({ remote: 'account', served: 'stable', errors: 10 });
    worse.builds[0]!.errors = 10;
    await flood(attacker, 4, worse, await tokensOf(attacker, 80));
    await realTraffic('account', broken, absolute(release));
    const abort = (await listCanaryAborts(store.app.db)).find((row) => row.manifest === absolute(release));
    assert.match(abort?.reason ?? '(not aborted)', /: error rule: /);
  });

  it('counts for a canary only page views of the build the store served that browser', async () => {
    // Shoppers in stable buckets (the store serves them the stable build) say they had the canary,
    // each page view with 10 errors blamed on it: the auth canary stays, judged on its own views.
    for (let i = 0; i < SHOPPERS; i += 1) {
      const shopper = store.browser(PERCENT + i);
      for (let view = 0; view < 2; view += 1) {
        const token = await shopper.openPage();
        const claimed = pageView({ remote: 'auth', served: 'canary', errors: 10 });
        claimed.builds[0]!.errors = 10;
        await shopper.beacon([{ ...claimed, ...(token ? { token } : {}) }]);
      }
    }
    assert.equal(await abortOf('auth'), undefined);
    assert.equal(await servedTo('auth'), 'canary');
  });
});
