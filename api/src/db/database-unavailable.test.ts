import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused, dropped or timed-out connection and a server shutting down or starting', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      new Error('query failed', { cause: withCode('ECONNREFUSED') }),
    ]) {
      assert.equal(isDatabaseUnavailable(error), true, String(error));
    }
  });

  it("does not take a statement's own fault, or anything else, for an unreachable database", () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'ECONNREFUSED',
      null,
      undefined,
    ]) {
      assert.equal(isDatabaseUnavailable(error), false, String(error));
    }
  });
});
