// Beacon text that reaches an operator's terminal (docs/composition.md, "Report"). An outside probe's
// beacons made `npm run compose -- report` clear the operator's screen and set its title (ESC
// sequences in an error message) and print a table row it forged (a newline in a manifest). The API
// keeps no control character: a version or a manifest with one is refused (422 naming the field), an
// error message is kept without them. (The report escapes what it prints again:
// scripts/compose/terminal-text.test.ts.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';

const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b[H\u009b31m';
const FORGED_ROW = 'https://cdn.example/mf-manifest.json\ncart     9.9.9   https://evil.example/  stable  1  -  0.0%';
/** C0 and C1 controls and DEL, the bidirectional overrides and isolates: what a terminal acts on or reorders. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('control characters in beacons', () => {
  const t = appForSuite();
  let address = 0;

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: `192.0.2.${(address += 1)}` });
  const load = (over: object) => ({
    remote: 'cart',
    version: '0.1.0',
    manifest: 'https://cdn.example/cart/mf-manifest.json',
    canary: false,
    duration_ms: 40,
    outcome: 'ok',
    ...over,
  });
  const build = (over: object) => ({
    remote: 'cart',
    version: '0.1.0',
    manifest: 'https://cdn.example/cart/mf-manifest.json',
    served: 'stable',
    ...over,
  });
  const error = (over: object) => ({ ...build({}), route: '/cart', source: 'error', message: 'TypeError: boom', ...over });
  const view = (over: object) => ({ route: '/cart', device: 'phone', served_as: 'stable', builds: [build(over)], vitals: {}, errors: 0 });

  it('refuses a version or a manifest with a control character, naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/telemetry/remote-loads', { loads: [load({ manifest: FORGED_ROW })] }, 'loads.0.manifest'],
      ['/api/telemetry/remote-loads', { loads: [load({ version: `0.1.0${ESCAPES}` })] }, 'loads.0.version'],
      ['/api/telemetry/page-views', { views: [view({ version: `0.1.0${ESCAPES}` })] }, 'views.0.builds.0.version'],
      ['/api/telemetry/page-views', { views: [view({ manifest: FORGED_ROW })] }, 'views.0.builds.0.manifest'],
      ['/api/telemetry/remote-errors', { errors: [error({ version: '0.1.0\n' })] }, 'errors.0.version'],
      ['/api/telemetry/remote-errors', { errors: [error({ manifest: `https://cdn.example/${ESCAPES}` })] }, 'errors.0.manifest'],
    ];
    for (const [url, payload, field] of cases) {
      const answer = await post(url, payload);
      assert.equal(answer.statusCode, 422, `${field}: ${answer.body}`);
      assert.ok(answer.json().errors?.[field], `${field} named in ${answer.body}`);
    }
  });

  it('keeps an error message without its control characters, and stores none anywhere', async () => {
    const answer = await post('/api/telemetry/remote-errors', {
      errors: [
        error({ message: `${ESCAPES}TypeError: boom\u202eevil` }),
        error({ message: 'Error:\u0001 start of heading\u0008 and\tbackspace' }),
      ],
    });
    assert.equal(answer.statusCode, 202);
    const messages = (await t.app.db.query<{ message: string }>('SELECT message FROM remote_error_hours ORDER BY message')).map(
      (row) => row.message,
    );
    // Escape sequences go whole (a title, a screen clear, a colour), other controls one by one.
    assert.deepEqual(messages, ['Error: start of heading and backspace', 'TypeError: boomevil']);
    const stored = await t.app.db.query<{ text: string }>(
      `SELECT manifest || ' ' || coalesce(version, '') AS text FROM remote_loads
       UNION ALL SELECT route || ' ' || manifest || ' ' || coalesce(version, '') FROM page_view_hours
       UNION ALL SELECT manifest || ' ' || message FROM remote_error_hours`,
    );
    for (const { text } of stored) assert.doesNotMatch(text, CONTROL, JSON.stringify(text));
  });
});
