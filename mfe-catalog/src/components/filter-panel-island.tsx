import { defineIsland } from 'shared-sdk';
import { FilterPanel, type FilterChoices } from './filter-panel';
import { useUrlFilters } from './use-url-filters';

/**
 * A list's filters on a static page: hydrated, a choice applies at once (the app takes the page over
 * with it); before, or without JavaScript, the panel is the GET form with its Apply button. The
 * filters are read off the page's URL; the props are what there is to choose from.
 */
function FiltersOnStaticPage(choices: FilterChoices) {
  const { filters, update } = useUrlFilters();
  return <FilterPanel {...choices} filters={filters} onChange={update} />;
}

export const island = defineIsland('catalog/FilterPanelIsland', FiltersOnStaticPage);

export default FiltersOnStaticPage;
