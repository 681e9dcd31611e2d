import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/users.js';
import { ADDRESS_IN_USE, ADDRESS_NOT_FOUND } from '../../domain/account-addresses.js';
import { ADDRESS_DELETED_MESSAGE, ADDRESS_SAVED_MESSAGE } from './addresses.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();

type Method = 'GET' | 'POST' | 'DELETE';
const inject = (method: Method, url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload === undefined ? {} : { payload }) });

const ADDRESS = {
  name: 'Rana Akter',
  phone: '01711111111',
  area: 'Dhanmondi',
  flat_no: '3A',
  post_code: '1209',
  address_line: 'House 4, Road 2',
  address_line2: 'Opposite the park',
  address_type: 'home',
  latitude: 23.7461,
  longitude: 90.3742,
};

async function store(user: TestUser, extra: object = {}) {
  const response = await inject('POST', '/api/address/store', user, { ...ADDRESS, ...extra });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.address as { id: number; is_default: boolean };
}

async function list(user: TestUser, query = '') {
  const response = await inject('GET', `/api/addresses${query}`, user);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { total: number; addresses: Array<{ id: number; is_default: boolean }> };
}

const defaults = async (user: TestUser) => (await list(user, '?per_page=100')).addresses.filter((a) => a.is_default).map((a) => a.id);

function assertFieldError(response: { statusCode: number; body: string; json(): unknown }, field: string, pattern?: RegExp) {
  assert.equal(response.statusCode, 422, response.body);
  const body = response.json() as { message: string; errors: Record<string, string[]> };
  assert.ok(body.errors?.[field], `errors name ${field}: ${response.body}`);
  if (pattern) assert.match(body.errors[field]![0]!, pattern);
}

describe('addresses: auth', () => {
  it('answers 401 Unauthenticated. on every route without a valid token', async () => {
    const calls: Array<[Method, string]> = [
      ['GET', '/api/addresses'],
      ['POST', '/api/address/store'],
      ['POST', '/api/address/1/update'],
      ['DELETE', '/api/address/1/delete'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer invalid' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });
});

describe('POST /api/address/store', () => {
  it('stores an address in the contract shape; the first becomes the default', async () => {
    const user = await createTestUser(t.app);
    const response = await inject('POST', '/api/address/store', user, ADDRESS);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, english(ADDRESS_SAVED_MESSAGE));
    const address = response.json().data.address;
    assert.deepEqual(address, { id: address.id, ...ADDRESS, is_default: true });
    const second = await store(user);
    assert.equal(second.is_default, false);
    assert.deepEqual(await defaults(user), [address.id]);
  });

  it('reads the original misspelling langitude, form-style strings and empty optionals', async () => {
    const user = await createTestUser(t.app);
    const response = await inject('POST', '/api/address/store', user, {
      ...ADDRESS,
      longitude: undefined,
      langitude: '90.5',
      latitude: '-23.25',
      flat_no: '',
      address_line2: null,
      address_type: 'Office',
      is_default: '1',
    });
    assert.equal(response.statusCode, 200, response.body);
    const address = response.json().data.address;
    assert.equal(address.longitude, 90.5);
    assert.equal(address.latitude, -23.25);
    assert.equal(address.flat_no, null);
    assert.equal(address.address_line2, null);
    assert.equal(address.address_type, 'office');
    const bare = await inject('POST', '/api/address/store', user, { ...ADDRESS, latitude: '', longitude: null });
    assert.equal(bare.json().data.address.latitude, null);
    assert.equal(bare.json().data.address.longitude, null);
  });

  it('moves the default to a new address stored with is_default', async () => {
    const user = await createTestUser(t.app);
    const first = await store(user);
    const second = await store(user, { is_default: true });
    assert.equal(second.is_default, true);
    assert.deepEqual(await defaults(user), [second.id]);
    await store(user, { is_default: false });
    assert.deepEqual(await defaults(user), [second.id]);
    assert.notEqual(first.id, second.id);
  });

  it('keeps one default under concurrent stores', async () => {
    const user = await createTestUser(t.app);
    await Promise.all(Array.from({ length: 6 }, (_, i) => store(user, { is_default: i % 2 === 0 })));
    assert.equal((await defaults(user)).length, 1);
  });

  it('answers 422 naming each invalid field', async () => {
    const user = await createTestUser(t.app);
    const cases: Array<[object, string, RegExp?]> = [
      [{ name: undefined }, 'name', /name field is required/],
      [{ name: '   ' }, 'name'],
      [{ phone: undefined }, 'phone', /required/],
      [{ phone: 'not a phone' }, 'phone', /format is invalid/],
      [{ area: '' }, 'area', /required/],
      [{ post_code: undefined }, 'post_code'],
      [{ post_code: 'x'.repeat(21) }, 'post_code'],
      [{ address_line: undefined }, 'address_line'],
      [{ address_line: 'x'.repeat(501) }, 'address_line'],
      [{ address_type: 'castle' }, 'address_type', /selected address type is invalid/],
      [{ address_type: undefined }, 'address_type'],
      [{ flat_no: 'x'.repeat(101) }, 'flat_no'],
      [{ latitude: 91 }, 'latitude', /not be greater than 90/],
      [{ latitude: 'north' }, 'latitude', /must be a number/],
      [{ longitude: -181 }, 'longitude'],
      [{ langitude: 1e9 }, 'langitude'],
      [{ is_default: 'maybe' }, 'is_default', /true or false/],
      [{ name: 42 }, 'name'],
    ];
    for (const [extra, field, pattern] of cases) {
      assertFieldError(await inject('POST', '/api/address/store', user, { ...ADDRESS, ...extra }), field, pattern);
    }
    assert.equal((await list(user)).total, 0, 'nothing stored');
  });
});

describe('GET /api/addresses', () => {
  it('lists only the caller’s addresses, default first, paginated with the total', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await store(other);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await store(user, { area: `Area ${i}` })).id);
    await inject('POST', `/api/address/${ids[2]}/update`, user, { ...ADDRESS, area: 'Area 2', is_default: true });
    const all = await list(user);
    assert.equal(all.total, 4);
    assert.deepEqual(
      all.addresses.map((a) => a.id),
      [ids[2], ids[0], ids[1], ids[3]],
    );
    const page = await list(user, '?page=2&per_page=3');
    assert.equal(page.total, 4);
    assert.deepEqual(
      page.addresses.map((a) => a.id),
      [ids[3]],
    );
    assert.deepEqual((await list(user, '?page=9')).addresses, []);
  });

  it('answers 422 for bad paging', async () => {
    const user = await createTestUser(t.app);
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?page=abc', 'page'],
      ['?per_page=-1', 'per_page'],
    ]) {
      assertFieldError(await inject('GET', `/api/addresses${query}`, user), field!);
    }
  });
});

describe('POST /api/address/{id}/update', () => {
  it('changes the fields and moves the default when asked; the default stays until another takes over', async () => {
    const user = await createTestUser(t.app);
    const first = await store(user);
    const second = await store(user);
    const updated = await inject('POST', `/api/address/${second.id}/update`, user, { ...ADDRESS, area: 'Uttara', is_default: 1 });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().data.address.area, 'Uttara');
    assert.equal(updated.json().data.address.is_default, true);
    assert.deepEqual(await defaults(user), [second.id]);
    // is_default false on the default does not leave the shopper without one.
    const kept = await inject('POST', `/api/address/${second.id}/update`, user, { ...ADDRESS, is_default: false });
    assert.equal(kept.json().data.address.is_default, true);
    const plain = await inject('POST', `/api/address/${first.id}/update`, user, ADDRESS);
    assert.equal(plain.json().data.address.is_default, false);
    assert.deepEqual(await defaults(user), [second.id]);
  });

  it("answers 404 for another user's address or an unknown id, changing nothing", async () => {
    const owner = await createTestUser(t.app);
    const intruder = await createTestUser(t.app);
    const address = await store(owner);
    for (const id of [address.id, 2_000_000_000]) {
      const response = await inject('POST', `/api/address/${id}/update`, intruder, { ...ADDRESS, area: 'Hacked', is_default: true });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: english(ADDRESS_NOT_FOUND) });
    }
    assert.equal((await list(owner)).addresses[0]!.id, address.id);
    const [row] = await t.app.db.query<{ area: string }>('SELECT area FROM addresses WHERE id = $1', [address.id]);
    assert.equal(row!.area, ADDRESS.area);
  });

  it('answers 422 for a malformed id or body', async () => {
    const user = await createTestUser(t.app);
    const address = await store(user);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      assertFieldError(await inject('POST', `/api/address/${id}/update`, user, ADDRESS), 'id');
    }
    assertFieldError(await inject('POST', `/api/address/${address.id}/update`, user, { ...ADDRESS, post_code: '' }), 'post_code');
  });
});

describe('DELETE /api/address/{id}/delete', () => {
  async function placeOrderWith(user: TestUser, addressId: number): Promise<void> {
    const [shop] = await t.app.db.query<{ id: number }>('SELECT id FROM shops ORDER BY id LIMIT 1');
    await t.app.db.query(
      `INSERT INTO orders (order_code, user_id, shop_id, address_id, address, payment_method, quantity, total_amount, payable_amount)
       VALUES ($1, $2, $3, $4, '{}', 'cash', 1, 10, 10)`,
      [`T${user.id}-${addressId}`, user.id, shop!.id, addressId],
    );
  }

  it('deletes the address; deleting the default passes the default to another one', async () => {
    const user = await createTestUser(t.app);
    const first = await store(user);
    const second = await store(user);
    const third = await store(user);
    const response = await inject('DELETE', `/api/address/${first.id}/delete`, user);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: english(ADDRESS_DELETED_MESSAGE) });
    assert.deepEqual(await defaults(user), [second.id]);
    await inject('DELETE', `/api/address/${third.id}/delete`, user);
    assert.deepEqual(await defaults(user), [second.id]);
    await inject('DELETE', `/api/address/${second.id}/delete`, user);
    assert.equal((await list(user)).total, 0);
  });

  it('refuses to delete an address an order uses', async () => {
    const user = await createTestUser(t.app);
    const address = await store(user);
    await placeOrderWith(user, address.id);
    const response = await inject('DELETE', `/api/address/${address.id}/delete`, user);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), { message: english(ADDRESS_IN_USE) });
    assert.equal((await list(user)).total, 1);
  });

  it("answers 404 for another user's address or an unknown id, deleting nothing", async () => {
    const owner = await createTestUser(t.app);
    const intruder = await createTestUser(t.app);
    const address = await store(owner);
    for (const id of [address.id, 2_000_000_000]) {
      const response = await inject('DELETE', `/api/address/${id}/delete`, intruder);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: english(ADDRESS_NOT_FOUND) });
    }
    assert.equal((await list(owner)).total, 1);
    assertFieldError(await inject('DELETE', '/api/address/x/delete', owner), 'id');
  });
});
