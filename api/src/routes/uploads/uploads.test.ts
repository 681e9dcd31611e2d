import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { detectFileKind } from '../../media/file-signature.js';
import { storeUpload, uploadToken } from '../../media/uploads.js';
import { sampleGif, sampleJpeg, samplePdf, samplePng } from '../../test-support/sample-files.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/users.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

describe('detectFileKind', () => {
  it('reads the kind from the first bytes only', () => {
    assert.equal(detectFileKind(samplePng()), 'png');
    assert.equal(detectFileKind(sampleJpeg()), 'jpg');
    assert.equal(detectFileKind(sampleGif()), 'gif');
    assert.equal(detectFileKind(Buffer.from('GIF87a...')), 'gif');
    assert.equal(detectFileKind(samplePdf()), 'pdf');
    for (const other of [Buffer.alloc(0), Buffer.from('\x89PN'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('MZ\x90\x00')]) {
      assert.equal(detectFileKind(other), null);
    }
  });
});

describe('GET /media/uploads/{token}.{ext}', () => {
  it('serves a stored upload with its type, nosniff, a year of caching and a locked-down CSP', async () => {
    const user = await createTestUser(t.app);
    const { url } = await storeUpload(t.app.db, user.id, { fileName: 'a "quoted" name.png', data: samplePng(), kind: 'png' });
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(response.headers['content-disposition'], 'inline; filename="a _quoted_ name.png"');
    assert.deepEqual(response.rawPayload, samplePng());
    assert.ok(uploadToken(url));
  });

  it('answers 404 for an unknown token or an extension that does not match the file', async () => {
    const user = await createTestUser(t.app);
    const { url } = await storeUpload(t.app.db, user.id, { fileName: 'x.png', data: samplePng(), kind: 'png' });
    for (const missing of [url.replace(/\.png$/, '.gif'), `/media/uploads/${'A'.repeat(43)}.png`]) {
      const response = await t.app.inject({ url: missing });
      assert.equal(response.statusCode, 404, missing);
      assert.deepEqual(response.json(), { message: 'File not found.' });
    }
  });

  it('answers 422 naming the file for a malformed name', async () => {
    for (const name of ['short.png', `${'A'.repeat(43)}.svg`, `${'A'.repeat(43)}.png.html`]) {
      const response = await t.app.inject({ url: `/media/uploads/${name}` });
      assert.equal(response.statusCode, 422, name);
      assert.deepEqual(Object.keys(response.json().errors), ['file']);
    }
  });
});
