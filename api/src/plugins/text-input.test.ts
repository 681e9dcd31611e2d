import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/users.js';
import { findTextProblems, MAX_TEXT_INPUT } from './text-input.js';

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  content?: unknown;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A request with one text in every text input of one documented route. */
interface TextProbe {
  route: string;
  method: string;
  url: string;
  payload: Record<string, string> | undefined;
  fields: string[];
}

const NUL_TEXT = 'a\u0000b';
/** One character too many, and digits: the worst case of the number pattern (fields.ts) once had no bound before it. */
const LONG_TEXT = '1'.repeat(MAX_TEXT_INPUT) + 'x';

function takesText(schema: JsonSchema): boolean {
  return schema.type === 'string' || (schema.anyOf ?? []).some(takesText);
}

function textFields(properties: Record<string, JsonSchema> = {}): string[] {
  return Object.entries(properties)
    .filter(([, schema]) => takesText(schema))
    .map(([name]) => name);
}

/**
 * One probe per documented operation that takes text in its path, query or JSON body. A header
 * cannot carry a NUL (Node refuses it), so only the path and the query are probed. A path parameter
 * longer than the router's maxParamLength (1,000, app.ts) matches no route, and a route whose path takes text
 * refuses any other text there before it reads its query: a long text probes the routes whose path
 * takes none (the check is one function for every route, which the NUL probe reaches on all).
 */
function textProbe(route: string, method: string, operation: Operation, text: string): TextProbe | null {
  const fields: string[] = [];
  let url = route;
  const query = new URLSearchParams();
  const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
  const inPath = text.length <= 100;
  if (!inPath && parameters.some((p) => p.in === 'path' && takesText(p.schema))) return null;
  for (const parameter of parameters) {
    const takes = takesText(parameter.schema);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, takes ? encodeURIComponent(text) : '1');
    if (parameter.in === 'query' && takes) query.set(parameter.name, text);
    if (takes) fields.push(parameter.name);
  }
  const bodyFields = textFields(operation.requestBody?.content['application/json']?.schema.properties);
  fields.push(...bodyFields);
  if (!fields.length) return null;
  const search = query.size ? `?${query}` : '';
  const payload = bodyFields.length ? Object.fromEntries(bodyFields.map((name) => [name, text])) : undefined;
  return { route, method: method.toUpperCase(), url: url + search, payload, fields };
}

/** The probes that did not get a 422 naming one of their fields with a message matching `says`. */
async function refusedWrongly(probes: TextProbe[], says: RegExp): Promise<string[]> {
  const wrong: string[] = [];
  for (const probe of probes) {
    const response = await t.app.inject({ method: probe.method, url: probe.url, payload: probe.payload, headers: user.auth });
    const body = response.json();
    const named = Object.keys(body.errors ?? {}).filter((field) => probe.fields.includes(field));
    if (response.statusCode !== 422 || !named.some((field) => says.test(String(body.errors[field]))) || typeof body.message !== 'string') {
      wrong.push(`${probe.method} ${probe.route}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  return wrong;
}

let t: TestApp;
let user: TestUser;
let paths: Record<string, Record<string, Operation>>;
const probesWith = (text: string) =>
  Object.entries(paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => textProbe(route, method, operation, text) ?? []),
  );
before(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app);
  paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
});
after(() => t?.close());

describe('a NUL character in any text input', () => {
  it('is a 422 naming the field on every documented route that takes text (PostgreSQL cannot store it)', async () => {
    const probes = probesWith(NUL_TEXT);
    assert.ok(probes.length >= 20, `found ${probes.length} routes with text inputs`);
    assert.deepEqual(await refusedWrongly(probes, /NUL character/), []);
  });

  it('is worded in the request language', async () => {
    const response = await t.app.inject({ url: '/api/products?search=a%00b', headers: { 'accept-language': 'ar' } });
    assert.equal(response.statusCode, 422);
    assert.match(response.json().errors.search[0], /[\u0600-\u06ff]/);
  });

  it('is found at any depth of a body, but not in the bytes of an upload', () => {
    const upload = { data: Buffer.from([0x89, 0, 0]) };
    const nul = (field: string) => ({ field, problem: 'nul' });
    assert.deepEqual(findTextProblems({ a: 'ok', list: ['x', { deep: NUL_TEXT }], file: upload, n: 1, z: null }), [nul('list.1.deep')]);
    assert.deepEqual(findTextProblems(NUL_TEXT), [nul('')]);
    assert.deepEqual(findTextProblems({ a: 'fine' }), []);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 20_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`) as unknown;
    assert.equal(findTextProblems(nested).length, 1);
  });
});

describe('a text longer than any field takes', () => {
  it('is a 422 naming the field on every documented route that takes text, before any pattern sees it', async () => {
    const probes = probesWith(LONG_TEXT);
    assert.ok(probes.length >= 20, `found ${probes.length} routes with text inputs`);
    const started = performance.now();
    assert.deepEqual(await refusedWrongly(probes, new RegExp(`greater than ${MAX_TEXT_INPUT} characters`)), []);
    // Refused before any pattern: linear work, a few milliseconds a request.
    const perRequest = (performance.now() - started) / probes.length;
    // The bound catches a pattern backtracking over 10,000 characters (seconds), not a busy machine.
    assert.ok(perRequest < 1000, `${perRequest.toFixed(1)} ms a request`);
  });

  it('is found at any depth, and a text of exactly the limit passes this check', () => {
    assert.deepEqual(findTextProblems({ list: [{ deep: 'x'.repeat(MAX_TEXT_INPUT + 1) }] }), [
      { field: 'list.0.deep', problem: 'too_long' },
    ]);
    assert.deepEqual(findTextProblems({ code: 'x'.repeat(MAX_TEXT_INPUT) }), []);
  });
});
