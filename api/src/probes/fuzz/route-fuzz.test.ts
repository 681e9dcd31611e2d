import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { createTestApp } from '../../test-support/test-app.js';
import { AnswerChecker } from '../openapi/answer-check.js';
import { fetchOpenApiDocument, operationName, operationsOf, type Operation } from '../openapi/operations.js';
import { requestCases, type ProbeRequest } from '../openapi/request-cases.js';
import { send } from '../openapi/send-request.js';
import type { KnownValues } from '../openapi/valid-values.js';
import { createShopperObjects, type ShopperObjects } from '../shopper-objects.js';
import { eventStreamProblems, sendToStream, STREAMING_ROUTES } from './event-stream.js';
import { brokenInvariants, lastOrderId } from './invariants.js';

/**
 * Property-based fuzzing of every route in the API's own OpenAPI document (docs/probes.md):
 * FUZZ_RUNS generated requests per route (valid and hostile paths, queries, headers, JSON and
 * multipart bodies; as a guest, a signed-in shopper, or with a token nobody issued), each
 * answer checked against the document, and the stored state checked after each route.
 * FUZZ_SEED and FUZZ_PATH replay a printed failure; --test-name-pattern picks one route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
/**
 * Each database pass of the suite fuzzes with a seed of its own: the two passes send different
 * cases (800 a route in CI) rather than the same 1,000 twice, in two fifths of the time.
 */
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.DATABASE_URL ? 23_2026 : 13_2026));
const PATH = process.env.FUZZ_PATH;

const t = await createTestApp();
after(() => t.close());
const documented = operationsOf(await fetchOpenApiDocument(t.app));
const isStream = (operation: Operation) => STREAMING_ROUTES.has(operationName(operation));
// The streams go last, so every other route keeps its number in the run, and with it its seed and cases.
const operations = [...documented.filter((operation) => !isStream(operation)), ...documented.filter(isStream)];
const objects = await createShopperObjects(t.app, 'fuzz');
const known = await knownValues(t.app, objects);
const firstOrderId = await lastOrderId(t.app.db);
const checker = new AnswerChecker();

/** Short texts out of a JSON answer: payment method names, language codes and the like. */
function shortTexts(value: unknown): string[] {
  if (typeof value === 'string') return value.length <= 24 && !/\s/.test(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(shortTexts);
}

async function knownValues(app: FastifyInstance, owned: ShopperObjects): Promise<KnownValues> {
  const master = (await app.inject({ url: '/api/master' })).json<unknown>();
  const integers = [
    ...owned.addressIds,
    ...owned.orderIds,
    ...owned.messageIds,
    owned.ticketId,
    owned.reviewId,
    owned.productId,
    owned.shopId,
    owned.couponId,
  ];
  // The payment providers the app has (the test provider's webhook route is fuzzed past its 404).
  const providers = ['test', 'stripe'];
  const strings = [...owned.orderCodes, owned.ticketNumber, owned.couponCode, ...providers, ...shortTexts(master)];
  return { integers: [...new Set(integers)], strings: [...new Set(strings)].slice(0, 200) };
}

function tally(counts: Map<number, number>): string {
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

async function fuzz(operation: Operation, index: number): Promise<Map<number, number>> {
  // A fresh token: the run of /logout revokes the one before. One client address per route, so
  // each route meets the rate limits as one client would, and no route spends another's budget.
  const caller = {
    shopperToken: await issueAccessToken(t.app.db, objects.shopper.id),
    remoteAddress: `10.13.${index % 250}.${1 + Math.floor(index / 250)}`,
  };
  const statuses = new Map<number, number>();
  // An event stream's answer never ends: it is read as far as its first block (event-stream.ts).
  const streaming = isStream(operation);
  const property = fc.asyncProperty(requestCases(operation, known), async (request: ProbeRequest) => {
    const response = streaming ? await sendToStream(t.app, request, caller) : await send(t.app, request, caller);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const problems = eventStreamProblems(response) ?? checker.problems(operation, response);
    if (problems.length) throw new Error(`${operationName(operation)}: ${problems.join('; ')}`);
  });
  await fc.assert(property, { numRuns: RUNS, seed: SEED + index, ...(PATH ? { path: PATH } : {}), reporter: reportFailure });
  return statuses;
}

/** Long texts shortened, so that a failure with a 100,000-character field stays readable. */
function shortened(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    typeof inner === 'string' && inner.length > 120 ? `${inner.slice(0, 40)}…(${inner.length} characters)` : inner,
  );
}

/** The failing request, what was wrong, and how to replay it (docs/probes.md). */
function reportFailure(details: fc.RunDetails<[ProbeRequest]>): void {
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      cause.slice(0, 2000),
      `request: ${shortened(details.counterexample?.[0])}`,
      `replay: FUZZ_SEED=${SEED} FUZZ_PATH="${details.counterexamplePath}" (seed ${details.seed} is FUZZ_SEED + the route's index) ` +
        `npm test -w api -- src/probes/fuzz/route-fuzz.test.ts --test-name-pattern="<route>"`,
    ].join('\n'),
  );
}

describe('fuzzing every documented route', () => {
  it('finds the routes in the OpenAPI document', () => {
    assert.ok(operations.length >= 60, `only ${operations.length} operations documented`);
  });

  operations.forEach((operation, index) => {
    it(`${operationName(operation)} never fails and answers as documented`, async (context) => {
      const statuses = await fuzz(operation, index);
      context.diagnostic(`${operationName(operation)}: ${tally(statuses)}`);
      assert.deepEqual(await brokenInvariants(t.app.db, firstOrderId), []);
    });
  });
});
