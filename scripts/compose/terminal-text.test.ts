// What `compose report` prints of beacon text, whatever the database holds (rows written before the API
// refused control characters, or by another writer): an outside probe's error message cleared the
// operator's screen and set the terminal's title, and a newline in a manifest printed a table row it
// forged. Every cell and line of the report is printed with its control characters escaped.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanaryAbort, ErrorMessageCount, FieldDataSummary, LoadSummary } from './api-modules';
import { renderReport, REPORT_HEADER } from './report';
import { renderTable } from './table';

const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u001b[H';
const FORGED_MANIFEST = 'https://cdn.example/mf-manifest.json\ncart     9.9.9   https://evil.example/  stable';
/** What a terminal acts on (C0, DEL, C1) or reorders (bidirectional overrides and isolates); a line ends with \n alone. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const hostileLoad: LoadSummary = {
  remote: 'cart',
  version: `0.1.0${ESCAPES}`,
  manifest: FORGED_MANIFEST,
  canary: true,
  preview: false,
  loads: 3,
  failures: 1,
  phases: { [`entry${ESCAPES}`]: 1 },
  p50_ms: 40,
  p95_ms: 90,
};
const hostileField: FieldDataSummary = {
  remote: 'cart',
  manifest: `https://cdn.example/\u202egnp.exe/mf-manifest.json`,
  served: 'stable',
  version: '0.1.0\r',
  views: 2,
  errors: 1,
  lcp: [],
  inp: [],
  cls: [],
};
const hostileMessage: ErrorMessageCount = {
  remote: 'cart',
  manifest: FORGED_MANIFEST,
  served: 'canary',
  message: `${ESCAPES}TypeError: boom\nforged line`,
  errors: 4,
};
const hostileAbort: CanaryAbort = {
  remote: 'cart',
  manifest: FORGED_MANIFEST,
  aborted_at: '2026-11-24 08:02:00+00',
  reason: `error rule${ESCAPES}\nforged`,
};

describe('the report in the terminal', () => {
  const output = renderReport({
    since: new Date('2026-11-24T07:19:00Z'),
    window: '1h',
    summaries: [hostileLoad],
    fieldData: [hostileField],
    errorMessages: [hostileMessage],
    aborts: [hostileAbort],
    composition: { source: { kind: 'file', path: '/srv/composition.json' }, text: null },
  });

  it('prints no control character but the line ends, from any cell, message or reason', () => {
    for (const line of output.split('\n')) assert.doesNotMatch(line, CONTROL, JSON.stringify(line));
  });

  it('prints one table row per build: a newline in a manifest forges none', () => {
    const lines = output.split('\n');
    const header = lines.findIndex((line) => line.startsWith('remote '));
    const rows = lines.slice(header + 2, lines.indexOf('', header));
    assert.equal(rows.length, 2, rows.join('\n'));
    assert.ok(
      rows.every((line) => line.split(/ {2,}/).length >= REPORT_HEADER.length - 1),
      rows.join('\n'),
    );
    assert.doesNotMatch(output, /^cart {5}9\.9\.9/m, 'the forged row');
  });

  it('shows what was there, escaped, so the operator sees it', () => {
    assert.match(output, /mf-manifest\.json\\ncart {5}9\.9\.9/);
    assert.match(output, /\\x1b\]0;owned\\x07/);
    assert.match(output, /\\u202egnp\.exe/);
  });

  it('escapes every cell of a plain table too', () => {
    const table = renderTable(['remote', 'build'], [['cart', `a\nb${ESCAPES}`]]);
    assert.equal(table.split('\n').length, 3);
    assert.doesNotMatch(table, CONTROL);
  });
});
