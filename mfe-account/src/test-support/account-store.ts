import { runInAction } from 'mobx';
import type { Profile, RootStore, SavedAddress, TicketMessage, TicketSummary, User } from 'shared-sdk';
import { createTestStore, fakeApi, type FakeApiCalls } from 'shared-sdk/testing';

export const DEMO_USER: User = {
  id: 1,
  name: 'Demo Customer',
  phone: '01700000000',
  email: 'demo@shopmart.test',
  profile_photo: null,
};

/** The demo customer's profile as GET /profile answers it. */
export const DEMO_PROFILE: Profile = {
  id: 1,
  name: 'Demo Customer',
  phone: '01700000000',
  phone_verified: true,
  email: 'demo@shopmart.test',
  email_verified: false,
  profile_photo: null,
  gender: 'female',
  date_of_birth: '1990-05-04',
  country: 'Bangladesh',
  phone_code: '880',
};

/** The demo customer's first message in a ticket's conversation. */
export const MY_TICKET_MESSAGE: TicketMessage = {
  id: 11,
  message: 'My parcel never came.',
  created_at: '2026-03-12T10:00:00.000Z',
  sender_id: 1,
  sender_name: 'Demo Customer',
  profile_photo: null,
};

/**
 * A signed-in root store whose API answers only the calls given (fakeApi: any other call fails
 * loudly), for the profile, password, address and ticket pages.
 */
export function accountTestStore(calls: FakeApiCalls = {}, user: User = DEMO_USER): RootStore {
  const store = createTestStore({ api: fakeApi(calls) });
  runInAction(() => {
    store.settings.appName = 'ShopMart';
    store.auth.setSession('tok-1', user);
  });
  return store;
}

export const toasts = (store: RootStore) => store.ui.toasts.map(({ type, message }) => ({ type, message }));

/** A file of `size` bytes (jsdom keeps the bytes small; the size is what the checks read). */
export function fileOf(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * 1024;

export function savedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 1,
    name: 'Demo Customer',
    phone: '01700000000',
    area: 'Gulshan',
    flat_no: '5B',
    address_type: 'home',
    address_line: 'House 12, Road 7',
    address_line2: 'Near the lake',
    post_code: '1212',
    is_default: true,
    latitude: 23.78,
    longitude: 90.41,
    ...overrides,
  };
}

/** A running ticket about an order, as the ticket list gives it (the details page's answer adds the rest). */
export function ticketSummary(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    id: 1,
    ticket_no: 'TK10000001',
    order_number: 'ORD-1001',
    status: 'running',
    subject: 'Parcel never arrived',
    issue_type: 'Delivery problem',
    created_at: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}
