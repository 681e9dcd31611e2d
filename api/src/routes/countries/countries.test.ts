import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';

describe('GET /api/countries', () => {
  const t = appForSuite();
  let countries: Array<{ name: string; phone_code: string; names: string[] }>;
  let arabic: typeof countries;
  before(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries' });
    assert.equal(res.statusCode, 200);
    countries = res.json().data.countries;
    const inArabic = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'accept-language': 'ar' } });
    assert.equal(inArabic.statusCode, 200);
    arabic = inArabic.json().data.countries;
  });

  it('lists about forty countries with name, phone code and names only', () => {
    assert.ok(countries.length >= 40, `${countries.length} countries`);
    for (const country of countries) assert.deepEqual(Object.keys(country).sort(), ['name', 'names', 'phone_code']);
  });

  it("names every country in the request's language, and in every store language for the picker's search", () => {
    const iraq = countries.find((c) => c.phone_code === '964');
    assert.deepEqual(iraq, { name: 'Iraq', phone_code: '964', names: ['Iraq', 'العراق'] });
    assert.deepEqual(
      arabic.find((c) => c.phone_code === '964'),
      { name: 'العراق', phone_code: '964', names: ['العراق', 'Iraq'] },
    );
    assert.equal(arabic.length, countries.length);
    for (const country of arabic) {
      assert.match(country.name, /^[\u0600-\u06FF ]+$/, `${country.name} is in Arabic`);
      assert.equal(country.names.length, 2, country.name);
      assert.match(country.names[1]!, /^[A-Za-z ]+$/, `${country.names[1]} is in English`);
    }
    assert.equal(arabic.find((c) => c.phone_code === '20')?.name, 'مصر');
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

  it('is sorted by name in the language it answers in', () => {
    for (const list of [countries, arabic]) {
      const names = list.map((c) => c.name);
      assert.deepEqual(names, [...names].sort());
    }
  });
});
