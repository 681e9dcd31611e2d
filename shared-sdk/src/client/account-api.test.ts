import { createAccountApi } from './account-api';
import { recordingHttp } from '../test-support/recording-http';

/** The api over a recording client answering `body` (with `status`). */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen, onUnauthorized } = recordingHttp(body, status);
  return { api: createAccountApi(http), seen, onUnauthorized };
}

const ADDRESS = {
  name: 'Rana',
  phone: '01711111111',
  area: 'Dhanmondi',
  post_code: '1209',
  address_line: 'House 4',
  address_type: 'home' as const,
  is_default: true,
};

describe('account api', () => {
  it('getProfile: GET /profile, answers the user', async () => {
    const { api, seen } = apiAnswering({ data: { user: { id: 1, name: 'Demo' } } });
    await expect(api.getProfile()).resolves.toEqual({ id: 1, name: 'Demo' });
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['get', '/profile']);
  });

  it('updateProfile: POST /update-profile as a form; null clears, undefined is left out, the photo rides along', async () => {
    const { api, seen } = apiAnswering({ message: 'Profile updated successfully.', data: { user: { id: 1 } } });
    const photo = new Blob(['png'], { type: 'image/png' });
    const result = await api.updateProfile({ name: 'Demo', phone: '017', email: null, gender: 'female', profile_photo: photo });
    expect(result).toEqual({ message: 'Profile updated successfully.', user: { id: 1 } });
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['post', '/update-profile']);
    const form = seen[0]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Demo');
    expect(form.get('phone')).toBe('017');
    expect(form.get('email')).toBe('');
    expect(form.get('gender')).toBe('female');
    expect(form.has('date_of_birth')).toBe(false);
    expect(form.get('profile_photo')).toBeInstanceOf(Blob);
  });

  it('changePassword: POST /change-password, answers the message', async () => {
    const { api, seen } = apiAnswering({ message: 'Password changed successfully.' });
    const body = { current_password: 'a', password: 'bbbbbb', password_confirmation: 'bbbbbb' };
    await expect(api.changePassword(body)).resolves.toBe('Password changed successfully.');
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual(['post', '/change-password', body]);
  });

  it('addresses: list, store, update and delete, each clearing the session on 401', async () => {
    const { api, seen } = apiAnswering({ message: 'ok', data: { total: 0, addresses: [], address: { id: 3 } } });
    await api.getAddresses({ page: 2, per_page: 5 });
    await api.storeAddress(ADDRESS);
    await expect(api.updateAddress(3, ADDRESS)).resolves.toMatchObject({ message: 'ok', address: { id: 3 } });
    await expect(api.deleteAddress(3)).resolves.toBe('ok');
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['get', '/addresses'],
      ['post', '/address/store'],
      ['post', '/address/3/update'],
      ['delete', '/address/3/delete'],
    ]);
    expect(seen[0]!.params).toEqual({ page: 2, per_page: 5 });
    expect(JSON.parse(seen[1]!.data)).toEqual(ADDRESS);
    expect(JSON.parse(seen[2]!.data)).toEqual(ADDRESS);
    expect(seen.every((c) => c.clearsSessionOn401)).toBe(true);
  });

  it('favourites: toggle and list, each clearing the session on 401', async () => {
    const { api, seen } = apiAnswering({
      message: 'Product added to favorites.',
      data: { product: { id: 9, is_favorite: true }, total: 1, products: [] },
    });
    await expect(api.toggleFavorite(9)).resolves.toMatchObject({ message: 'Product added to favorites.', product: { is_favorite: true } });
    await api.getFavoriteProducts();
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['post', '/favorite-add-or-remove'],
      ['get', '/favorite-products'],
    ]);
    expect(JSON.parse(seen[0]!.data)).toEqual({ product_id: 9 });
    expect(seen[1]!.params).toEqual({});
    expect(seen.every((c) => c.clearsSessionOn401)).toBe(true);
  });

  it('a 401 on an address call signs out; on the profile it does not', async () => {
    const { api, onUnauthorized } = apiAnswering({ message: 'Unauthenticated.' }, 401);
    await expect(api.getProfile()).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.getAddresses()).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
