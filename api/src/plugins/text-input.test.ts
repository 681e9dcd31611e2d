import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestUser, type TestUser } from '../test-support/users.js';
import { findNulFields } from './text-input.js';

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

/** A request with 'a\0b' in every text input of one documented route. */
interface NulProbe {
  route: string;
  method: string;
  url: string;
  payload: Record<string, string> | undefined;
  fields: string[];
}

const NUL_TEXT = 'a\u0000b';

function takesText(schema: JsonSchema): boolean {
  return schema.type === 'string' || (schema.anyOf ?? []).some(takesText);
}

function textFields(properties: Record<string, JsonSchema> = {}): string[] {
  return Object.entries(properties)
    .filter(([, schema]) => takesText(schema))
    .map(([name]) => name);
}

/** One probe per documented operation that takes text in its path, query or JSON body. */
function nulProbe(route: string, method: string, operation: Operation): NulProbe | null {
  const fields: string[] = [];
  let url = route;
  const query = new URLSearchParams();
  // A header cannot carry a NUL (Node refuses it), so only the path and the query are probed.
  for (const parameter of (operation.parameters ?? []).filter((p) => p.in !== 'header')) {
    const text = takesText(parameter.schema);
    if (text) fields.push(parameter.name);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, text ? encodeURIComponent(NUL_TEXT) : '1');
    if (parameter.in === 'query' && text) query.set(parameter.name, NUL_TEXT);
  }
  const bodyFields = textFields(operation.requestBody?.content['application/json']?.schema.properties);
  fields.push(...bodyFields);
  if (!fields.length) return null;
  const search = query.size ? `?${query}` : '';
  const payload = bodyFields.length ? Object.fromEntries(bodyFields.map((name) => [name, NUL_TEXT])) : undefined;
  return { route, method: method.toUpperCase(), url: url + search, payload, fields };
}

let t: TestApp;
let user: TestUser;
let probes: NulProbe[];
before(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app);
  const paths: Record<string, Record<string, Operation>> = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
  probes = Object.entries(paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => nulProbe(route, method, operation) ?? []),
  );
});
after(() => t?.close());

describe('a NUL character in any text input', () => {
  it('is a 422 naming the field on every documented route that takes text (PostgreSQL cannot store it)', async () => {
    assert.ok(probes.length >= 20, `found ${probes.length} routes with text inputs`);
    const wrong: string[] = [];
    for (const probe of probes) {
      const response = await t.app.inject({ method: probe.method, url: probe.url, payload: probe.payload, headers: user.auth });
      const body = response.json();
      const named = Object.keys(body.errors ?? {}).filter((field) => probe.fields.includes(field));
      const nulNamed = named.some((field) => /character/.test(String(body.errors[field])));
      if (response.statusCode !== 422 || !nulNamed || typeof body.message !== 'string') {
        wrong.push(`${probe.method} ${probe.route}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('is worded in the request language', async () => {
    const response = await t.app.inject({ url: '/api/products?search=a%00b', headers: { 'accept-language': 'ar' } });
    assert.equal(response.statusCode, 422);
    assert.match(response.json().errors.search[0], /[\u0600-\u06ff]/);
  });

  it('is found at any depth of a body, but not in the bytes of an upload', () => {
    const upload = { data: Buffer.from([0x89, 0, 0]) };
    assert.deepEqual(findNulFields({ a: 'ok', list: ['x', { deep: NUL_TEXT }], file: upload, n: 1, z: null }), ['list.1.deep']);
    assert.deepEqual(findNulFields(NUL_TEXT), ['']);
    assert.deepEqual(findNulFields({ a: 'fine' }), []);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 20_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`) as unknown;
    assert.equal(findNulFields(nested).length, 1);
  });
});
