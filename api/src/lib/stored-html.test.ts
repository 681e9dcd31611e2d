import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeStoredHtml } from './stored-html.js';

describe('sanitizeStoredHtml', () => {
  it('removes scripts, event handlers and javascript: URLs and keeps the rest of the markup', async () => {
    const stored =
      '<h3>Care</h3><p onclick="x()">Wash <b>cold</b><script>x()</script> <a href="javascript:x()">here</a> <a href="/faq">faq</a></p>';
    const clean = '<h3>Care</h3><p>Wash <b>cold</b> <a>here</a> <a href="/faq">faq</a></p>';
    assert.equal(await sanitizeStoredHtml(stored), clean);
    assert.equal(await sanitizeStoredHtml(stored), clean, 'the same answer again (the second comes from the cache of clean texts)');
  });

  it('passes text without markup through as it is', async () => {
    assert.equal(await sanitizeStoredHtml('Fish & chips, 2 > 1'), 'Fish & chips, 2 > 1');
  });
});
