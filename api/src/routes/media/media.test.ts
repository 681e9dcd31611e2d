import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installValidationMessages } from '../../lib/validation-messages.js';
import { IMAGE_KINDS } from '../../media/generated-images.js';
import { errorHandler } from '../../plugins/error-handler.js';
import { mediaRoutes } from './index.js';

describe('GET /media/generated/:kind/:seed/:file', () => {
  let app: FastifyInstance;
  before(async () => {
    installValidationMessages();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(mediaRoutes);
  });
  after(() => app.close());

  it('draws every kind for a slug of dashes alone and an empty text (a QR code needs something to encode)', async () => {
    for (const kind of IMAGE_KINDS) {
      for (const url of [`/media/generated/${kind}/0/-.svg`, `/media/generated/${kind}/0/--.svg?text=`]) {
        const res = await app.inject({ url });
        assert.equal(res.statusCode, 200, url);
        assert.match(res.body, /^<svg /, url);
      }
    }
  });

  it("draws a slug named like Object.prototype's properties (the route fuzzer's constructor.svg was a 500)", async () => {
    for (const kind of IMAGE_KINDS) {
      for (const slug of ['constructor', 'to-string', 'valueof', 'hasownproperty', 'tostring']) {
        const url = `/media/generated/${kind}/0/${slug}.svg`;
        const res = await app.inject({ url });
        assert.equal(res.statusCode, 200, url);
        assert.match(res.body, /^<svg /, url);
      }
    }
  });

  it('renders every kind as a cacheable SVG', async () => {
    for (const kind of IMAGE_KINDS) {
      const res = await app.inject({ url: `/media/generated/${kind}/7-2/classic-oxford-shirt.svg` });
      assert.equal(res.statusCode, 200, kind);
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/, kind);
      assert.equal(res.headers['cache-control'], 'public, max-age=86400', kind);
      assert.match(res.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d ]+"/, kind);
      assert.match(res.body, /<\/svg>$/, kind);
    }
  });

  it('draws the same picture for the same URL', async () => {
    const url = '/media/generated/product/12-3/cloud-runner-sneakers.svg';
    assert.equal((await app.inject({ url })).body, (await app.inject({ url })).body);
  });

  it('names the picture from the file name', async () => {
    const res = await app.inject({ url: '/media/generated/shop-logo/1/classic-oxford-shirt.svg' });
    assert.match(res.body, /<title>Classic Oxford Shirt<\/title>/);
    assert.match(res.body, />CO<\/text>/, 'its initials drawn on it');
  });

  it('encodes QR text from the query string and escapes it in the markup', async () => {
    const res = await app.inject({ url: `/media/generated/qr/1/download.svg?text=${encodeURIComponent('https://x.test/?a=<b>&c="d"')}` });
    assert.equal(res.statusCode, 200);
    assert.doesNotMatch(res.body, /<b>/);
  });

  it('locks the SVG document down when opened directly', async () => {
    const res = await app.inject({ url: '/media/generated/banner/1/summer-sale.svg' });
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'");
  });

  it('rejects malformed URLs with 422 naming the part', async () => {
    const cases: Array<[string, string]> = [
      ['/media/generated/poster/1/a.svg', 'kind'],
      ['/media/generated/product/abc/a.svg', 'seed'],
      ['/media/generated/product/1/Bad%20Name.svg', 'file'],
      ['/media/generated/product/1/name.png', 'file'],
      [`/media/generated/qr/1/a.svg?text=${'x'.repeat(201)}`, 'text'],
    ];
    for (const [url, field] of cases) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 422, url);
      assert.deepEqual(Object.keys(res.json().errors), [field], url);
    }
  });
});
