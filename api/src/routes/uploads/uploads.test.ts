import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectFileKind } from '../../media/file-signature.js';
import { storeUpload, uploadToken } from '../../media/uploads.js';
import { multipartBody, type FormValue } from '../../test-support/multipart.js';
import { sampleGif, sampleJpeg, samplePdf, samplePng } from '../../test-support/sample-files.js';
import { appForSuite } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/users.js';

const t = appForSuite();

describe('detectFileKind', () => {
  it('reads the kind from the first bytes only', () => {
    assert.equal(detectFileKind(samplePng()), 'png');
    assert.equal(detectFileKind(sampleJpeg()), 'jpg');
    assert.equal(detectFileKind(sampleGif()), 'gif');
    assert.equal(detectFileKind(Buffer.from('GIF87a...')), 'gif');
    assert.equal(detectFileKind(samplePdf()), 'pdf');
    for (const other of [
      Buffer.alloc(0),
      Buffer.from('\x89PN'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('MZ\x90\x00'),
    ]) {
      assert.equal(detectFileKind(other), null);
    }
  });
});

function postForm(user: TestUser, url: string, fields: Record<string, FormValue | FormValue[]>) {
  const { payload, headers } = multipartBody(fields);
  return t.app.inject({ method: 'POST', url, headers: { ...user.auth, ...headers }, payload });
}

/** A file that starts as a PNG and goes on as a web page: a browser sniffing it might run it. */
const pngWithHtmlTail = () => Buffer.concat([samplePng(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

async function ticketAttachment(user: TestUser, fileName: string, data: Buffer) {
  const [type] = await t.app.db.query<{ id: number }>('SELECT id FROM ticket_issue_types ORDER BY id LIMIT 1');
  const response = await postForm(user, '/api/support-ticket', {
    issue_type: type!.id,
    message: 'See the file.',
    email: 'shopper@example.com',
    'attachments[]': { fileName, data, contentType: 'text/html' },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.support_ticket.attachments[0] as { url: string; file_name: string };
}

describe('GET /media/uploads/{token}.{ext}', () => {
  it('serves a profile photo with its type, nosniff, a year of public caching and a locked-down CSP', async () => {
    const user = await createTestUser(t.app);
    const saved = await postForm(user, '/api/update-profile', {
      name: 'Photo Owner',
      phone: user.phone,
      profile_photo: { fileName: 'my <photo>.png', data: samplePng() },
    });
    const url: string = saved.json().data.user.profile_photo;
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(response.headers['content-disposition'], 'inline; filename="my _photo_.png"');
    assert.deepEqual(response.rawPayload, samplePng());
    assert.ok(uploadToken(url));
  });

  it('serves a ticket attachment privately: no shared cache may keep it', async () => {
    const user = await createTestUser(t.app);
    const attachment = await ticketAttachment(user, 'receipt.png', samplePng());
    const response = await t.app.inject({ url: attachment.url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-store');
  });

  it('stores a PNG named .html under a server-made name with the sniffed extension, and never offers the .html name', async () => {
    const user = await createTestUser(t.app);
    const attachment = await ticketAttachment(user, 'invoice.html', pngWithHtmlTail());
    assert.match(attachment.url, /^\/media\/uploads\/[A-Za-z0-9_-]{43}\.png$/);
    assert.equal(attachment.file_name, 'invoice.png');
    const [row] = await t.app.db.query<{ file_name: string; mime_type: string }>(
      'SELECT file_name, mime_type FROM media_files WHERE token = $1',
      [uploadToken(attachment.url)],
    );
    assert.deepEqual(row, { file_name: 'invoice.png', mime_type: 'image/png' });
    const served = await t.app.inject({ url: attachment.url });
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['content-disposition'], 'inline; filename="invoice.png"');
  });

  it('offers an upload stored under an older, foreign name with the extension of its type', async () => {
    const user = await createTestUser(t.app);
    const { url } = await storeUpload(t.app.db, user.id, { fileName: 'x.png', data: samplePng(), kind: 'png' });
    await t.app.db.query("UPDATE media_files SET file_name = 'page.html' WHERE token = $1", [uploadToken(url)]);
    const served = await t.app.inject({ url });
    assert.equal(served.headers['content-disposition'], 'inline; filename="page.png"');
    assert.equal(served.headers['cache-control'], 'private, no-store');
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
