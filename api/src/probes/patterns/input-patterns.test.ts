// Every pattern the API applies to a client's text, fed 100 KB of its worst case under a time bound
// (docs/probes.md, "Patterns", with the timings). A pattern that backtracks retries every way of
// splitting a run (of digits, for the number pattern of every id, page, quantity and price field)
// and holds the one event loop while it does; a linear one reads the text once. Texts longer than any
// field takes are refused before any schema runs (plugins/text-input.ts); these cases check the
// patterns themselves, without that bound, so that a pattern added later is linear on its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { fieldParam } from '../../lib/http-errors.js';
import { bearerToken } from '../../lib/access-token.js';
import { slugify } from '../../lib/slug.js';
import { displayFileName } from '../../media/uploads.js';
import { suggestionWords } from '../../lib/search-names.js';
import { loggedPath } from '../../plugins/request-log.js';
import { isHashedAsset, pathnameOf } from '../../plugins/static-hosting.js';
import { findTextProblems } from '../../plugins/text-input.js';
import { updateProfileBody } from '../../routes/account/schemas.js';
import { registrationBody } from '../../routes/auth/registration.js';
import { idempotencyHeaders, statusKey } from '../../routes/orders/schemas.js';
import { readAction, sameSitePath } from '../../routes/shopper-action/shopper-action-page.js';
import { idField, numberFromText, optionalPriceField, paginationQuery, phoneField, slugField } from '../../schemas/fields.js';

const SIZE = 100_000;
/** Far above a linear pass over 100 KB, on a busy machine too; far below a backtracking one (docs/probes.md, "Patterns"). */
const BOUND_MS = 1_000;

const run = (text: string, times = Math.ceil(SIZE / text.length)) => text.repeat(times).slice(0, SIZE);
const digitsThen = (end: string) => '1'.repeat(SIZE - end.length) + end;

/** Each case: what it reads, and its worst inputs (runs a backtracking pattern would retry). */
const CASES: Array<[string, (input: string) => unknown, string[]]> = [
  [
    'numberFromText (ids, pages, quantities, prices)',
    numberFromText,
    [digitsThen('x'), digitsThen('.x'), ` ${digitsThen(' x')}`, run('1.')],
  ],
  ['idField', (input) => idField().safeParse(input), [digitsThen('x'), digitsThen('.1x')]],
  ['optionalPriceField', (input) => optionalPriceField().safeParse(input), [digitsThen('x'), run('.1')]],
  ['paginationQuery', (input) => paginationQuery.safeParse({ page: input, per_page: input }), [digitsThen('x')]],
  ['slugField', (input) => slugField('slug').safeParse(input), [run('a-') + '!', run('-')]],
  ['phoneField', (input) => phoneField().safeParse(input), [digitsThen('x'), `+${digitsThen('x')}`, run('1-')]],
  ['registration (phone code, phone)', (input) => registrationBody.safeParse({ phone_code: input, phone: input }), [digitsThen('x')]],
  ['date of birth', (input) => updateProfileBody.safeParse({ name: 'x', date_of_birth: input }), [digitsThen('-'), run('1-')]],
  ['Idempotency-Key', (input) => idempotencyHeaders.safeParse({ 'idempotency-key': input }), [run('a') + ' ', run('!')]],
  ['order status filter', statusKey, [run(' _-') + 'x', run(' ') + 'x']],
  ['text-input check (NUL, length)', findTextProblems, [run('a'), run('\u0000')]],
  ['upload display name', (input) => displayFileName(input, 'png'), [run(' ') + 'x', run('.'), run('. ') + 'x', run('a.')]],
  ['Authorization: Bearer', bearerToken, [`Bearer ${run('a')}!`, `Bearer ${run('=')}!`, `Bearer ${run(' ')}x`, run('Bearer ')]],
  ['logged path (token masking)', loggedPath, [`/${run('a')}!`, run('/a'), `/${run('A1')}.${run('x', 10)}!`, `/${run('a.')}`]],
  ['static file names', isHashedAsset, [run('-0') + '!', run('.00000000') + '!', `/${run('0')}.js.map!`]],
  ['static paths', pathnameOf, [run('/'), run('?')]],
  ['field names in errors', fieldParam, [run('1.'), digitsThen('.x')]],
  ['search suggestions', suggestionWords, [run('a!'), run('é ')]],
  ['slugs of names', slugify, [run('-') + 'x', run(' -') + 'x', run('’')]],
  ['shopper action (no JavaScript)', readAction, [`cart-add:${digitsThen('x')}`, run('cart-add:1'), run('wishlist')]],
  ['shopper action return path', sameSitePath, [`/${run('a')}\u0000`, run('/'), `/${run('a')}`]],
];

describe('every pattern applied to client text, on 100 KB of its worst case', () => {
  for (const [name, read, inputs] of CASES) {
    it(`${name}: in linear time`, () => {
      for (const input of inputs) {
        read(input); // once to compile and warm up
        const started = performance.now();
        read(input);
        const ms = performance.now() - started;
        assert.ok(ms < BOUND_MS, `${name} took ${ms.toFixed(0)} ms on ${JSON.stringify(input.slice(0, 12))}… (${input.length} characters)`);
      }
    });
  }

  it('the number pattern still reads what it read before', () => {
    for (const [text, value] of [
      ['12', 12],
      [' 12 ', 12],
      ['+7', 7],
      ['-1', -1],
      ['2.5', 2.5],
      ['2.', 2],
      ['.5', 0.5],
    ] as const) {
      assert.equal(numberFromText(text), value, text);
    }
    for (const text of ['0x1f', '1e3', 'seven', '1.2.3', '.', '+', '1 2']) assert.equal(numberFromText(text), text, text);
    assert.equal(z.object({ id: idField() }).safeParse({ id: digitsThen('x') }).success, false);
  });
});
