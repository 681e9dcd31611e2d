// A preview is one browser's build (docs/composition.md, "Previews"): its pages must stay in that
// browser, so they are `private, no-store`, as its composition is, and never kept in the page cache.
// A guest's page beside it keeps the usual `no-cache` (revalidated, kept by the server).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signPreview } from '../../lib/preview-token.js';
import { get, storefront } from '../../test-support/echo-storefront.js';

const SECRET = 'preview-secret-for-the-probe-0123456789';

describe('pages seen under a preview', () => {
  let port: number;
  let close: () => Promise<void>;
  before(async () => {
    ({ port, close } = await storefront({ previewSecret: SECRET }));
  });
  after(() => close?.());

  it('are private, no-store, and never served from or into the page cache', async () => {
    const token = signPreview(
      {
        remote: 'cart',
        manifest: 'http://localhost/releases/mfe-cart/0.3.0/mf-manifest.json',
        version: '0.3.0',
        expiresAt: Date.now() + 3600_000,
      },
      SECRET,
    );
    const cookie = `storefront_preview=${token}`;
    for (const attempt of [1, 2]) {
      const previewing = await get(port, '/categories', { cookie });
      assert.equal(previewing.status, 200);
      assert.equal(previewing.headers['cache-control'], 'private, no-store', `attempt ${attempt}`);
      assert.equal(previewing.headers['x-cache'], 'bypass', `attempt ${attempt}`);
    }
    const guest = await get(port, '/categories');
    assert.equal(guest.headers['cache-control'], 'no-cache');
    assert.notEqual(guest.headers['x-cache'], 'bypass', 'a guest page is kept as before');
  });
});
