import type { Api, SavedAddress } from 'shared-sdk';

/** The most addresses a page of GET /addresses holds. */
const PAGE_MAX = 100;

/**
 * There is no single-address GET (api/src/routes/account): the address comes from the list,
 * page by page until it is found or the list ends. null: not one of the shopper's addresses.
 */
export async function findAddress(api: Api, id: number): Promise<SavedAddress | null> {
  for (let page = 1; ; page++) {
    const { total, addresses } = await api.account.getAddresses({ page, per_page: PAGE_MAX });
    const found = addresses.find((a) => a.id === id);
    if (found) return found;
    if (addresses.length < PAGE_MAX || page * PAGE_MAX >= total) return null;
  }
}
