import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { inlineScriptHashes, inlineScriptHashesOfFile } from './inline-script-hashes.js';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

test('the inline scripts of a page are hashed as the browser hashes them; loaded and JSON scripts are not', () => {
  const early = '(function () {\nvar a = "é";\n})();';
  const html = `<head><script id="early-taps">${early}</script><script defer src="/main.js"></script></head>
<body><script type="application/json" id="state">{"a":1}</script><script type="application/ld+json">{}</script></body>`;
  assert.deepEqual(inlineScriptHashes(html), [sha(early)]);
});

test('a missing index.html gives no hash', () => {
  assert.deepEqual(inlineScriptHashesOfFile('/nonexistent/index.html'), []);
});
