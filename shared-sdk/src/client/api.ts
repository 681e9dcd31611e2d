import type { MessageDictionary } from '../stores/i18n-store';
import type { HttpClient } from './http-client';
import { createAccountApi } from './account-api';
import type { ContactInfo, Country, Envelope, LegalPage, MasterSettings, SupportRequest } from './api-types';
import { createAuthApi } from './auth-api';
import { createCartApi } from './cart-api';
import { createCatalogApi } from './catalog-api';
import { createOrdersApi } from './orders-api';
import { envelopeData as data } from './envelope-data';
import { createTicketsApi } from './tickets-api';

/**
 * Typed call functions, one per endpoint; components and stores never build URLs themselves.
 * Each returns the envelope's `data` (and `message` where the storefront shows it), the envelope of
 * docs/api.md#conventions.
 */
export function createApi(http: HttpClient) {
  return {
    http,
    catalog: createCatalogApi(http),
    cart: createCartApi(http),
    orders: createOrdersApi(http),
    auth: createAuthApi(http),
    account: createAccountApi(http),
    tickets: createTicketsApi(http),
    getMaster: () => data<MasterSettings>(http.get('/master')),
    getTranslations: (locale: string) =>
      // Without the messages whose text is the code's own default: the code shows those by itself.
      data<MessageDictionary>(http.get(`/lang/${encodeURIComponent(locale)}`, { params: { format: 'ast', omit: 'defaults' } })),
    getCountries: () => data<{ countries: Country[] }>(http.get('/countries')).then((d) => d.countries),
    getLegalPage: (slug: string) =>
      data<{ content: LegalPage }>(http.get(`/legal-pages/${encodeURIComponent(slug)}`)).then((d) => d.content),
    getContactInfo: () => data<ContactInfo>(http.get('/contact-us')),
    /** POST /support: the contact form; answers the server's message. */
    sendSupportMessage: (body: SupportRequest) => http.post<Envelope<unknown>>('/support', body).then((r) => r.data.message ?? ''),
  };
}

export type Api = ReturnType<typeof createApi>;
