import type { AxiosInstance } from 'axios';
import type { ContactInfo, Country, Envelope, LegalPage, MasterSettings, SupportMessage } from './api-types';

/**
 * Typed call functions, one per endpoint; components and stores never build URLs themselves.
 * Each returns the envelope's `data` (and `message` where the spec uses it).
 */
export function createApi(http: AxiosInstance) {
  const data = async <T>(promise: Promise<{ data: Envelope<T> }>): Promise<T> => {
    const response = await promise;
    if (response.data.data === undefined) throw new Error('The server answered without data.');
    return response.data.data;
  };
  return {
    http,
    getMaster: () => data<MasterSettings>(http.get('/master')),
    getTranslations: (locale: string) =>
      data<Record<string, string>>(http.get(`/lang/${encodeURIComponent(locale)}`)),
    getCountries: () => data<{ countries: Country[] }>(http.get('/countries')).then((d) => d.countries),
    getLegalPage: (slug: string) =>
      data<{ content: LegalPage }>(http.get(`/legal-pages/${encodeURIComponent(slug)}`)).then((d) => d.content),
    getContactInfo: () => data<ContactInfo>(http.get('/contact-us')),
    /** POST /support: the contact form; answers the server's message. */
    sendSupportMessage: (body: SupportMessage) =>
      http.post<Envelope<unknown>>('/support', body).then((r) => r.data.message ?? ''),
  };
}

export type Api = ReturnType<typeof createApi>;
