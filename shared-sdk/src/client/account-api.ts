import type { HttpClient } from './http-client';
import type { Envelope } from './api-types';
import type {
  AddressInput,
  AddressPage,
  FavoritePage,
  PageQuery,
  PasswordChange,
  Profile,
  ProfileUpdate,
  SavedAddress,
} from './account-types';
import type { Product } from './catalog-types';
import { envelopeData, envelopeMessage, envelopeWithMessage } from './envelope-data';

/** A 401 on the address and favourite calls signs the storefront out (docs/product.md#messages). */
const SESSION_BOUND = { clearsSessionOn401: true } as const;

/** The profile form as multipart/form-data (the contract's form; the photo rides along). */
function profileForm(update: ProfileUpdate): FormData {
  const form = new FormData();
  form.append('name', update.name);
  form.append('phone', update.phone);
  for (const key of ['email', 'gender', 'date_of_birth'] as const) {
    const value = update[key];
    // null clears the field: the server reads an empty value that way.
    if (value !== undefined) form.append(key, value ?? '');
  }
  if (update.profile_photo) form.append('profile_photo', update.profile_photo);
  return form;
}

/** Typed calls of the signed-in shopper's account: profile, password, addresses, favourites. */
export function createAccountApi(http: HttpClient) {
  return {
    getProfile: () => envelopeData<{ user: Profile }>(http.get('/profile')).then((d) => d.user),
    /** POST /update-profile (multipart); answers the server's message and the saved user. */
    updateProfile: (update: ProfileUpdate) => envelopeWithMessage<{ user: Profile }>(http.post('/update-profile', profileForm(update))),
    /** POST /change-password; answers the server's message. The other sessions are signed out. */
    changePassword: (change: PasswordChange) => envelopeMessage(http.post<Envelope<unknown>>('/change-password', change)),

    getAddresses: (query: PageQuery = {}) => envelopeData<AddressPage>(http.get('/addresses', { params: query, ...SESSION_BOUND })),
    storeAddress: (address: AddressInput) =>
      envelopeWithMessage<{ address: SavedAddress }>(http.post('/address/store', address, SESSION_BOUND)),
    updateAddress: (id: number, address: AddressInput) =>
      envelopeWithMessage<{ address: SavedAddress }>(http.post(`/address/${id}/update`, address, SESSION_BOUND)),
    /** Refused (422) while an order uses the address. */
    deleteAddress: (id: number) => envelopeMessage(http.delete<Envelope<unknown>>(`/address/${id}/delete`, SESSION_BOUND)),

    /** Adds the product to the favourites or removes it; read `product.is_favorite`. */
    toggleFavorite: (productId: number) =>
      envelopeWithMessage<{ product: Product }>(http.post('/favorite-add-or-remove', { product_id: productId }, SESSION_BOUND)),
    getFavoriteProducts: (query: PageQuery = {}) =>
      envelopeData<FavoritePage>(http.get('/favorite-products', { params: query, ...SESSION_BOUND })),
  };
}
