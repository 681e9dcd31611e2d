import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/countries', () => {
  let t: TestApp;
  let countries: Array<{ name: string; phone_code: string }>;
  before(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    assert.equal(res.statusCode, 200);
    countries = res.json().data.countries;
  });
  after(() => t.close());

  it('lists about forty countries with name and phone code only', () => {
    assert.ok(countries.length >= 40, `${countries.length} countries`);
    for (const country of countries) assert.deepEqual(Object.keys(country).sort(), ['name', 'phone_code']);
  });

  it('includes the registration default and the main markets', () => {
    const codes = new Map(countries.map((c) => [c.name, c.phone_code]));
    assert.equal(codes.get('Iraq'), '964');
    assert.equal(codes.get('Bangladesh'), '880');
    assert.equal(codes.get('United States'), '1');
    assert.equal(codes.get('United Kingdom'), '44');
    assert.equal(codes.get('Saudi Arabia'), '966');
    assert.equal(codes.get('Egypt'), '20');
    assert.equal(codes.get('United Arab Emirates'), '971');
  });

  it('is sorted by name', () => {
    const names = countries.map((c) => c.name);
    assert.deepEqual(names, [...names].sort());
  });
});
