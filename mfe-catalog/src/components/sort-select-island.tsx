import { defineIsland } from 'shared-sdk';
import { SortSelect } from './sort-select';
import { useUrlFilters } from './use-url-filters';

/**
 * 'Sort by' on a static list page: hydrated, a choice applies at once (the app takes the page over
 * with the new order); before, or without JavaScript, it is the GET form with its Sort button.
 * The sort is read off the page's URL, so it takes no props.
 */
function SortOnStaticPage() {
  const { filters, update } = useUrlFilters();
  return <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />;
}

export const island = defineIsland('catalog/SortSelectIsland', SortOnStaticPage);

export default SortOnStaticPage;
