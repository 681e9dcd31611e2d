import { useStores, type Api } from 'shared-sdk';

/** shared-sdk's typed catalogue calls (client/catalog-api.ts). */
export type CatalogApi = Api['catalog'];

/** The catalogue calls of the root store's API client; pages load through these, never through axios. */
export function useCatalogApi(): CatalogApi {
  return useStores().api.catalog;
}
