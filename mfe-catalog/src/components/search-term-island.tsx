import { useEffect } from 'react';
import { defineIsland, useStores } from 'shared-sdk';
import { SearchTerm } from './search-term';
import { useUrlFilters } from './use-url-filters';

/**
 * The search a static results page lists, with its clear button; it also puts the term in the
 * header's search box (the settings store's `search`, which the header island reads).
 */
function SearchTermOnStaticPage({ term }: { term: string }) {
  const { settings } = useStores();
  const { update } = useUrlFilters();
  useEffect(() => {
    if (settings.search !== term) settings.setSearch(term);
  }, [settings, term]);
  return <SearchTerm term={term} onClear={() => update({ search: '' })} />;
}

export const island = defineIsland('catalog/SearchTermIsland', SearchTermOnStaticPage);

export default SearchTermOnStaticPage;
