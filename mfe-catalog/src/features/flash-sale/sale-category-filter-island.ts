import { defineIsland } from 'shared-sdk';
import { SaleCategoryFilter } from './sale-category-filter';

/** A flash sale's category filter on its static page: wakes when the shopper reaches for it (docs/islands.md). */
export const island = defineIsland('catalog/SaleCategoryFilterIsland', SaleCategoryFilter);

export default SaleCategoryFilter;
