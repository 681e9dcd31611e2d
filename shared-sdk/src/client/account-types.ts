/** Types of the account calls (docs/api.md#account). */
import type { ApiBody, ApiData, ApiQuery } from './api-schema-types';

/** `page` and `per_page` of a list call (addresses, favourites); the server defaults to page 1 of 10. */
export type PageQuery = ApiQuery<'/api/addresses', 'get'>;

export type Gender = 'male' | 'female' | 'other';

/**
 * GET /profile's user: every field the server keeps about the shopper. Written out: the schema
 * documents `gender` as any text (the server's user schema), but update-profile stores only a Gender.
 */
export interface Profile {
  id: number;
  name: string;
  phone: string | null;
  phone_verified: boolean;
  email: string | null;
  email_verified: boolean;
  profile_photo: string | null;
  gender: Gender | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  country: string | null;
  phone_code: string | null;
}

/**
 * POST /update-profile (multipart). Leaving an optional field out keeps it; null clears it. The photo
 * is a PNG, JPEG or GIF of at most 2 MB (the server checks the bytes, not the name).
 */
export type ProfileUpdate = ApiBody<'/api/update-profile', 'post', 'multipart/form-data'>;

/** POST /change-password; `password` is at least 6 characters. */
export type PasswordChange = ApiBody<'/api/change-password', 'post'>;

export type AddressType = 'home' | 'office' | 'other';

/** An address as the server answers it: every field present (an `Address` too). */
export type SavedAddress = AddressPage['addresses'][number];

/**
 * POST /address/store and /address/{id}/update. is_default moves the default to this address.
 * Written out: the server also takes `langitude`, the earlier product's spelling of longitude
 * (docs/api.md#compatibility), which the storefront never sends.
 */
export interface AddressInput {
  name: string;
  phone: string;
  area: string;
  flat_no?: string | null;
  post_code: string;
  address_line: string;
  address_line2?: string | null;
  address_type: AddressType;
  is_default?: boolean;
  latitude?: number | null;
  longitude?: number | null;
}

export type AddressPage = ApiData<'/api/addresses', 'get'>;

export type FavoritePage = ApiData<'/api/favorite-products', 'get'>;
