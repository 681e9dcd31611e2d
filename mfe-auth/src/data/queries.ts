import type { Api, Country, Query } from 'shared-sdk';

/**
 * The auth dialogs' requests, named once and read with `useQuery` on the root store's query cache, as every
 * remote's pages read theirs (docs/stores.md). The cache keeps answers per language.
 */
export const authQueries = {
  /** GET /countries: the same list for every shopper, its names in the language asked. */
  countries: (api: Api): Query<Country[]> => ({ key: 'auth:countries', load: () => api.getCountries() }),
};
